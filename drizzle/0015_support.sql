CREATE TABLE "site_advisors" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"advisor_user_id" text,
	"name" text NOT NULL,
	"photo_url" text,
	"phone" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_user_id" text,
	"from_support" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"screenshot_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "support_messages_body_check" CHECK (char_length("support_messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"author_user_id" text,
	"subject" text NOT NULL,
	"screen" text,
	"plan" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assigned_user_id" text,
	"merchant_read_at" timestamp with time zone,
	"submission_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "support_requests_submission_token_key" UNIQUE("site_id","submission_token"),
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" IN ('new', 'in_progress', 'waiting_merchant', 'resolved')),
	CONSTRAINT "support_requests_plan_check" CHECK ("support_requests"."plan" IN ('essentiel', 'pro', 'expert')),
	CONSTRAINT "support_requests_subject_check" CHECK (char_length("support_requests"."subject") BETWEEN 1 AND 200)
);
--> statement-breakpoint
ALTER TABLE "site_advisors" ADD CONSTRAINT "site_advisors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_advisors" ADD CONSTRAINT "site_advisors_advisor_user_id_user_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_fk" FOREIGN KEY ("site_id","request_id") REFERENCES "public"."support_requests"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assigned_user_id_user_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_request_created_idx" ON "support_messages" USING btree ("site_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_open_due_idx" ON "support_requests" USING btree ("due_at") WHERE "support_requests"."status" IN ('new', 'in_progress');--> statement-breakpoint
CREATE INDEX "support_requests_site_created_idx" ON "support_requests" USING btree ("site_id","created_at");