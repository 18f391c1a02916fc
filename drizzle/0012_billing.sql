CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"total_ht" integer NOT NULL,
	"vat_rate" integer DEFAULT 20 NOT NULL,
	"vat" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."number" ~ '^A-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "credit_notes_reason_check" CHECK (char_length(btrim("credit_notes"."reason")) >= 1),
	CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."total_ht" > 0 AND "credit_notes"."vat" >= 0 AND "credit_notes"."total_ttc" = "credit_notes"."total_ht" + "credit_notes"."vat")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_ht" integer NOT NULL,
	"total_ht" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_total_check" CHECK ("invoice_lines"."total_ht" = "invoice_lines"."quantity" * "invoice_lines"."unit_ht")
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"stage" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage"),
	CONSTRAINT "invoice_reminders_stage_check" CHECK ("invoice_reminders"."stage" IN (7, 15))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_sequences_kind_check" CHECK ("invoice_sequences"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoice_sequences_last_number_check" CHECK ("invoice_sequences"."last_number" BETWEEN 0 AND 999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"site_id" uuid,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_siren" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_legal" text,
	"buyer_name" text NOT NULL,
	"buyer_legal_form" text,
	"buyer_address" text,
	"buyer_siret" text,
	"buyer_vat_number" text,
	"buyer_email" text,
	"plan" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_on" date NOT NULL,
	"total_ht" integer NOT NULL,
	"vat_rate" integer DEFAULT 20 NOT NULL,
	"vat" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_site_period_unique" UNIQUE("site_id","period_start"),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^F-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "invoices_plan_check" CHECK ("invoices"."plan" IN ('essentiel', 'pro', 'expert')),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_end" >= "invoices"."period_start"),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total_ht" >= 0 AND "invoices"."vat" >= 0 AND "invoices"."total_ttc" = "invoices"."total_ht" + "invoices"."vat")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text DEFAULT 'transfer' NOT NULL,
	"reference" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" IN ('transfer'))
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"kind" text NOT NULL,
	"effective_on" date NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prorata_ht" integer DEFAULT 0 NOT NULL,
	"prorata_days" integer,
	"period_start" date,
	"period_end" date,
	"invoice_id" uuid,
	CONSTRAINT "plan_changes_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "plan_changes_kind_check" CHECK ("plan_changes"."kind" IN ('upgrade', 'downgrade', 'cancel_downgrade')),
	CONSTRAINT "plan_changes_from_plan_check" CHECK ("plan_changes"."from_plan" IN ('essentiel', 'pro', 'expert')),
	CONSTRAINT "plan_changes_to_plan_check" CHECK ("plan_changes"."to_plan" IN ('essentiel', 'pro', 'expert')),
	CONSTRAINT "plan_changes_prorata_check" CHECK ("plan_changes"."prorata_ht" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "billing_starts_on" date;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pending_plan" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pending_plan_on" date;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_due_on_idx" ON "invoices" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "payments_invoice_id_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "plan_changes_site_created_idx" ON "plan_changes" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_uninvoiced_idx" ON "plan_changes" USING btree ("site_id") WHERE "plan_changes"."prorata_ht" > 0 AND "plan_changes"."invoice_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_pending_plan_check" CHECK ("sites"."pending_plan" IN ('essentiel', 'pro', 'expert'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_pending_plan_on_check" CHECK (("sites"."pending_plan" IS NULL) = ("sites"."pending_plan_on" IS NULL));--> statement-breakpoint
-- Issue 24 (ADR 033), written by hand: the free start's dates, and invoices that never change.
--
-- Sites already published keep their first publication's date; their free start runs 30 days from
-- it or from this migration, whichever is later, so that no site meets a first invoice it was
-- never told about (a site published before billing existed was free until now).
UPDATE "sites" SET "first_published_at" = "published_at",
  "billing_starts_on" = greatest(("published_at" AT TIME ZONE 'Europe/Paris')::date, (now() AT TIME ZONE 'Europe/Paris')::date) + 30
WHERE "published_at" IS NOT NULL;--> statement-breakpoint
-- The first publication and the end of the free start, whatever writes the row: a site inserted
-- published (an admin's, the demo's), setPublished, a test. first_published_at is never cleared
-- (an unpublished site keeps its date); billing_starts_on is its Paris date + 30 days, computed
-- when it is first known, or again when first_published_at is moved alone (a back-dated test).
CREATE FUNCTION vitrine_sites_first_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.first_published_at IS NULL THEN
      NEW.first_published_at := OLD.first_published_at;
    END IF;
    IF NEW.first_published_at IS DISTINCT FROM OLD.first_published_at AND NEW.billing_starts_on IS NOT DISTINCT FROM OLD.billing_starts_on THEN
      NEW.billing_starts_on := NULL;
    END IF;
  END IF;
  IF NEW.first_published_at IS NULL THEN
    NEW.first_published_at := NEW.published_at;
  END IF;
  IF NEW.first_published_at IS NOT NULL AND NEW.billing_starts_on IS NULL THEN
    NEW.billing_starts_on := (NEW.first_published_at AT TIME ZONE 'Europe/Paris')::date + 30;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sites_first_publication BEFORE INSERT OR UPDATE OF published_at, first_published_at, billing_starts_on ON sites
  FOR EACH ROW EXECUTE FUNCTION vitrine_sites_first_publication();--> statement-breakpoint
-- An issued invoice, its lines and a credit note never change (ADR 033): a correction is a new
-- credit note. UPDATE, DELETE and TRUNCATE are refused, whoever asks.
CREATE FUNCTION vitrine_billing_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: an issued invoice or credit note never changes (issue a credit note to correct it)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'P0001', HINT = 'ADR 033';
END $$;--> statement-breakpoint
-- invoices: the one change allowed is the site's deletion nulling site_id (ON DELETE SET NULL),
-- nothing else in the row, and only once that site is gone.
CREATE FUNCTION vitrine_invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.site_id IS NOT NULL AND NEW.site_id IS NULL
     AND (to_jsonb(NEW) - 'site_id') = (to_jsonb(OLD) - 'site_id')
     AND NOT EXISTS (SELECT 1 FROM sites WHERE id = OLD.site_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% on invoices refused: an issued invoice never changes (issue a credit note to correct it)', TG_OP
    USING ERRCODE = 'P0001', HINT = 'ADR 033';
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION vitrine_invoices_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION vitrine_billing_refuse_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION vitrine_billing_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION vitrine_billing_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_lines_no_truncate BEFORE TRUNCATE ON invoice_lines FOR EACH STATEMENT EXECUTE FUNCTION vitrine_billing_refuse_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_no_truncate BEFORE TRUNCATE ON credit_notes FOR EACH STATEMENT EXECUTE FUNCTION vitrine_billing_refuse_change();
