ALTER TABLE "home_events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "internal_note" text;