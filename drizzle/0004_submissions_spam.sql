DROP INDEX "contact_messages_site_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_unviewed_idx";--> statement-breakpoint
DROP INDEX "quote_requests_site_created_idx";--> statement-breakpoint
DROP INDEX "quote_requests_unviewed_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "spam_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_spam_idx" ON "contact_messages" USING btree ("site_id","created_at") WHERE "contact_messages"."is_spam";--> statement-breakpoint
CREATE INDEX "quote_requests_spam_idx" ON "quote_requests" USING btree ("site_id","created_at") WHERE "quote_requests"."is_spam";--> statement-breakpoint
CREATE INDEX "contact_messages_site_created_idx" ON "contact_messages" USING btree ("site_id","created_at") WHERE NOT "contact_messages"."is_spam";--> statement-breakpoint
CREATE INDEX "contact_messages_unviewed_idx" ON "contact_messages" USING btree ("site_id") WHERE NOT "contact_messages"."is_viewed" AND NOT "contact_messages"."is_spam";--> statement-breakpoint
CREATE INDEX "quote_requests_site_created_idx" ON "quote_requests" USING btree ("site_id","created_at") WHERE NOT "quote_requests"."is_spam";--> statement-breakpoint
CREATE INDEX "quote_requests_unviewed_idx" ON "quote_requests" USING btree ("site_id") WHERE NOT "quote_requests"."is_viewed" AND NOT "quote_requests"."is_spam";