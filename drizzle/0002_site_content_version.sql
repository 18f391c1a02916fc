ALTER TABLE "sites" ADD COLUMN "content_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "content_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sites_content_changed_at_idx" ON "sites" USING btree ("content_changed_at");