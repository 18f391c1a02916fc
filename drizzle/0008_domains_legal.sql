CREATE TABLE "domain_checks" (
	"mapping_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'dns_pending' NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "domain_checks_state_check" CHECK ("domain_checks"."state" IN ('dns_pending', 'dns_propagating', 'verified', 'certificate_active', 'dns_changed'))
);
--> statement-breakpoint
CREATE TABLE "visitor_data_log" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_data_log_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "visitor_data_log_action_check" CHECK ("visitor_data_log"."action" IN ('export', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "is_canonical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "verification_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "share_capital" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "registered_office" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_registry" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_registry_city" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "publication_director" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_email" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal_phone" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "data_retention_months" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_mapping_id_domain_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."domain_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_data_log" ADD CONSTRAINT "visitor_data_log_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_data_log" ADD CONSTRAINT "visitor_data_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_checks_next_check_at_idx" ON "domain_checks" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "visitor_data_log_site_created_idx" ON "visitor_data_log" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD CONSTRAINT "domain_mappings_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD CONSTRAINT "domain_mappings_verified_by_check" CHECK ("domain_mappings"."verified_by" IN ('txt', 'admin'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_legal_registry_check" CHECK ("sites"."legal_registry" IN ('RCS', 'RM'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_data_retention_months_check" CHECK ("sites"."data_retention_months" BETWEEN 1 AND 120);--> statement-breakpoint
-- Mappings made before issue 15 were made by an admin: their ownership stands as approved.
UPDATE "domain_mappings" SET "verified_at" = "created_at", "verified_by" = 'admin';--> statement-breakpoint
-- The canonical name of each pair is the bare one, as pages chose it so far (seo/canonical.ts);
-- a www. name mapped without its bare twin is its own canonical.
UPDATE "domain_mappings" m SET "is_canonical" = true
 WHERE m."domain" NOT LIKE 'www.%'
    OR NOT EXISTS (SELECT 1 FROM "domain_mappings" b WHERE b."domain" = substr(m."domain", 5) AND b."site_id" = m."site_id");--> statement-breakpoint
-- Every mapping has its checks' row from its creation, whatever wrote it; a renamed domain is
-- checked again from the start.
CREATE FUNCTION vitrine_domain_checks_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO domain_checks (mapping_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  ELSIF NEW.domain IS DISTINCT FROM OLD.domain THEN
    UPDATE domain_checks
       SET state = 'dns_pending', state_changed_at = now(), checked_at = NULL, next_check_at = now(), detail = NULL
     WHERE mapping_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_mappings_checks_row AFTER INSERT OR UPDATE OF domain ON domain_mappings
  FOR EACH ROW EXECUTE FUNCTION vitrine_domain_checks_row();--> statement-breakpoint
INSERT INTO "domain_checks" ("mapping_id") SELECT "id" FROM "domain_mappings";
