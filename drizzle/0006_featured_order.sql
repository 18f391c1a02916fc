ALTER TABLE "products" ADD COLUMN "featured_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_featured_order_check" CHECK ("products"."featured_order" >= 0);--> statement-breakpoint
-- The featured products keep the order the home showed them in until now.
UPDATE "products" p SET "featured_order" = o.position
  FROM (SELECT site_id, id, row_number() OVER (PARTITION BY site_id ORDER BY order_index, created_at DESC, id) - 1 AS position
          FROM "products" WHERE is_featured) o
 WHERE p.site_id = o.site_id AND p.id = o.id;
