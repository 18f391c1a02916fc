CREATE TABLE "page_seo" (
	"site_id" uuid NOT NULL,
	"page" text NOT NULL,
	"title" text,
	"description" text,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_seo_site_id_page_pk" PRIMARY KEY("site_id","page"),
	CONSTRAINT "page_seo_page_check" CHECK ("page_seo"."page" IN ('home', 'about', 'services', 'products', 'contact')),
	CONSTRAINT "page_seo_title_check" CHECK (char_length("page_seo"."title") <= 60),
	CONSTRAINT "page_seo_description_check" CHECK (char_length("page_seo"."description") <= 155)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "plan" text DEFAULT 'pro' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "business_kind" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_plan_check" CHECK ("sites"."plan" IN ('essentiel', 'pro', 'expert'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_business_kind_check" CHECK ("sites"."business_kind" IN ('boulangerie-patisserie', 'traiteur', 'epicerie-fine', 'fromagerie', 'fleuriste', 'boucherie-charcuterie', 'caviste', 'autre'));--> statement-breakpoint
-- page_seo is public content (the pages' titles and share cards): a write moves the site's content_version (ADR 014).
SELECT vitrine_install_content_version_triggers('page_seo'::regclass);
