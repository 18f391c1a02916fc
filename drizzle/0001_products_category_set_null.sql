-- Hand-written (drizzle-kit generate --custom): Drizzle cannot express a column list on
-- ON DELETE SET NULL (PostgreSQL 15+). products_category_fk spans (site_id, category_id) for
-- tenancy (ADR 002); a plain SET NULL would null site_id too, which is NOT NULL, so deleting a
-- category still used by a product would fail. Only category_id is nulled.
-- The schema (app/db/schema.ts) keeps onDelete("set null") on this key: do not "fix" it there.
ALTER TABLE "products" DROP CONSTRAINT "products_category_fk";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."product_categories"("site_id","id") ON DELETE SET NULL ("category_id") ON UPDATE NO ACTION;
