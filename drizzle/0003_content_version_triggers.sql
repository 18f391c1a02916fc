-- The content version of a site (ADR 014): every write to a table a public page reads raises
-- sites.content_version in the same transaction, and NOTIFY tells every server process at commit.
-- In the database rather than in each action, so no write path can forget it.

-- Any update of a sites row is a change of what its pages show (name, settings, links…). The
-- bumps below update sites too: they set the new version themselves, so it moves once. The
-- version only ever moves forward, whatever an UPDATE writes into it (a restore of a whole saved
-- row must not bring back a number whose pages are still cached).
CREATE FUNCTION vitrine_sites_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version <= OLD.content_version THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  NEW.content_changed_at := clock_timestamp();
  -- Sent at commit only, once per distinct payload per transaction.
  PERFORM pg_notify('vitrine_content', NEW.id::text || ':' || NEW.content_version::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_content_version BEFORE UPDATE ON sites
  FOR EACH ROW EXECUTE FUNCTION vitrine_sites_bump_version();
--> statement-breakpoint
-- Statement-level triggers with transition tables: one UPDATE of sites per statement and site,
-- however many rows the statement wrote (a product save writes many variants).
CREATE FUNCTION vitrine_bump_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sites SET content_version = content_version + 1
   WHERE id IN (SELECT DISTINCT site_id FROM vitrine_new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vitrine_bump_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- During a site's deletion its rows cascade here after the site is gone: nothing to update.
  UPDATE sites SET content_version = content_version + 1
   WHERE id IN (SELECT DISTINCT site_id FROM vitrine_old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vitrine_bump_from_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Both sides: a domain mapping moved from one site to another changes both.
  UPDATE sites SET content_version = content_version + 1
   WHERE id IN (SELECT site_id FROM vitrine_new_rows UNION SELECT site_id FROM vitrine_old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Installs the three triggers on a table with a site_id column. The list of tables below is what
-- the public pages read; tests/integration/content-version.test.ts fails when a table with a
-- site_id is neither here nor on its list of private tables.
CREATE FUNCTION vitrine_install_content_version_triggers(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS vitrine_new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_bump_from_new_rows()', name || '_cv_insert', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS vitrine_old_rows NEW TABLE AS vitrine_new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_bump_from_changed_rows()', name || '_cv_update', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS vitrine_old_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_bump_from_old_rows()', name || '_cv_delete', tbl);
END $$;
--> statement-breakpoint
SELECT vitrine_install_content_version_triggers(t::regclass) FROM unnest(ARRAY[
  'domain_mappings',
  'site_appearance',
  'home_content',
  'about_content',
  'services_page_content',
  'opening_hours',
  'special_hours_periods',
  'special_opening_hours',
  'service_categories',
  'service_category_images',
  'service_faqs',
  'home_events',
  'event_rsvps',
  'home_testimonials',
  'home_reassurance_items',
  'product_categories',
  'products',
  'product_variants',
  'about_journey_steps',
  'about_values',
  'about_team_members',
  'about_partners',
  'about_partner_images'
]) AS t;
