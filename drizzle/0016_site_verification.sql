ALTER TABLE "sites" ADD COLUMN "google_site_verification" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "facebook_domain_verification" text;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_google_site_verification_check" CHECK ("sites"."google_site_verification" ~ '^[A-Za-z0-9_-]{8,120}$');--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_facebook_domain_verification_check" CHECK ("sites"."facebook_domain_verification" ~ '^[A-Za-z0-9_-]{8,120}$');