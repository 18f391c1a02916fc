ALTER TABLE "contact_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" IN ('en', 'de', 'es', 'it', 'nl'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_language_check" CHECK ("quote_requests"."language" IN ('en', 'de', 'es', 'it', 'nl'));