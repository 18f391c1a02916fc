ALTER TABLE "domain_mappings" DROP CONSTRAINT "domain_mappings_verified_by_check";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "slug" text DEFAULT 'site-' || left(replace(gen_random_uuid()::text, '-', ''), 12) NOT NULL;--> statement-breakpoint
-- Issue 24 (ADR 033): every existing site gets the slug its name proposes (site-slug.ts's
-- slugFromName, as far as SQL goes: accents folded, anything else a dash, 40 characters), a
-- number after it when another site has it, and 'site-<8 hex>' when the name gives nothing usable.
WITH base AS (
  SELECT id, created_at,
    trim(both '-' from left(trim(both '-' from regexp_replace(
      translate(replace(replace(replace(lower(name), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'àâäáãåāçćčéèêëēėęíìîïīįñńóòôöõøōúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiinnooooooouuuuuyyzzz'),
      '[^a-z0-9]+', '-', 'g')), 40)) AS s
  FROM sites
), usable AS (
  SELECT id, created_at,
    CASE WHEN length(s) < 3 OR s IN ('www', 'admin', 'api', 'mail', 'app', 'static', 'assets', 'vitrine') THEN 'site-' || left(replace(id::text, '-', ''), 8) ELSE s END AS s
  FROM base
), numbered AS (
  SELECT id, s, row_number() OVER (PARTITION BY s ORDER BY created_at, id) AS n FROM usable
)
UPDATE "sites" SET "slug" = CASE WHEN n = 1 THEN numbered.s ELSE trim(trailing '-' from left(numbered.s, 36)) || '-' || n END
FROM numbered WHERE "sites".id = numbered.id;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD CONSTRAINT "domain_mappings_verified_by_check" CHECK ("domain_mappings"."verified_by" IN ('txt', 'admin', 'platform'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_slug_check" CHECK ("sites"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("sites"."slug") BETWEEN 3 AND 40);--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD COLUMN "redirect_until" timestamp with time zone;--> statement-breakpoint
-- A platform address is the platform's own name: nothing for the domain checks to prove or watch
-- (ADR 033). Its mapping gets no checks' row.
CREATE OR REPLACE FUNCTION vitrine_domain_checks_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.verified_by = 'platform' THEN
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO domain_checks (mapping_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  ELSIF NEW.domain IS DISTINCT FROM OLD.domain THEN
    UPDATE domain_checks
       SET state = 'dns_pending', state_changed_at = now(), checked_at = NULL, next_check_at = now(), detail = NULL
     WHERE mapping_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
