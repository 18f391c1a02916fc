ALTER TABLE "home_testimonials" ADD COLUMN "experience_month" date;--> statement-breakpoint
ALTER TABLE "home_testimonials" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "allergen_traces" text[];--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "net_quantity" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergen_traces" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "consumer_mediator_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "consumer_mediator_url" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "review_statement" text;--> statement-breakpoint
ALTER TABLE "home_testimonials" ADD CONSTRAINT "home_testimonials_experience_month_check" CHECK (extract(day from "home_testimonials"."experience_month") = 1);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_allergens_check" CHECK ("product_variants"."allergens" <@ ARRAY['gluten', 'crustaces', 'oeufs', 'poissons', 'arachides', 'soja', 'lait', 'fruits-a-coque', 'celeri', 'moutarde', 'sesame', 'sulfites', 'lupin', 'mollusques']::text[] AND "product_variants"."allergen_traces" <@ ARRAY['gluten', 'crustaces', 'oeufs', 'poissons', 'arachides', 'soja', 'lait', 'fruits-a-coque', 'celeri', 'moutarde', 'sesame', 'sulfites', 'lupin', 'mollusques']::text[]);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_net_quantity_check" CHECK ("product_variants"."net_quantity" > 0 AND "product_variants"."net_quantity_unit" IN ('g', 'kg', 'ml', 'cl', 'l'));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_net_quantity_pair_check" CHECK (("product_variants"."net_quantity" IS NULL) = ("product_variants"."net_quantity_unit" IS NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens_check" CHECK ("products"."allergens" <@ ARRAY['gluten', 'crustaces', 'oeufs', 'poissons', 'arachides', 'soja', 'lait', 'fruits-a-coque', 'celeri', 'moutarde', 'sesame', 'sulfites', 'lupin', 'mollusques']::text[] AND "products"."allergen_traces" <@ ARRAY['gluten', 'crustaces', 'oeufs', 'poissons', 'arachides', 'soja', 'lait', 'fruits-a-coque', 'celeri', 'moutarde', 'sesame', 'sulfites', 'lupin', 'mollusques']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_check" CHECK ("products"."net_quantity" > 0 AND "products"."net_quantity_unit" IN ('g', 'kg', 'ml', 'cl', 'l'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_pair_check" CHECK (("products"."net_quantity" IS NULL) = ("products"."net_quantity_unit" IS NULL));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_consumer_mediator_url_check" CHECK ("sites"."consumer_mediator_url" ~ '^https?://');--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_review_statement_check" CHECK (char_length("sites"."review_statement") BETWEEN 10 AND 400);
--> statement-breakpoint
-- A published review is never edited (L111-7-2): after its insert, only its place in the list and
-- whether it is hidden may change. In the database, so no write path can forget it.
CREATE FUNCTION vitrine_testimonials_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.site_id, NEW.id, NEW.customer_name, NEW.customer_initials, NEW.text, NEW.rating, NEW.experience_month, NEW.created_at)
     IS DISTINCT FROM (OLD.site_id, OLD.id, OLD.customer_name, OLD.customer_initials, OLD.text, OLD.rating, OLD.experience_month, OLD.created_at) THEN
    RAISE EXCEPTION 'a review is never edited: only its order and whether it is hidden change' USING ERRCODE = 'check_violation', CONSTRAINT = 'home_testimonials_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER home_testimonials_immutable BEFORE UPDATE ON home_testimonials
  FOR EACH ROW EXECUTE FUNCTION vitrine_testimonials_immutable();
