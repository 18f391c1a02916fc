CREATE TABLE "about_content" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"story_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_journey_steps" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_journey_steps_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "about_journey_steps_order_index_check" CHECK ("about_journey_steps"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "about_partner_images" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "about_partner_images_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "about_partner_images_order_index_check" CHECK ("about_partner_images"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "about_partners" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text,
	"image_url" text,
	"logo_url" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_partners_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "about_partners_order_index_check" CHECK ("about_partners"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "about_team_members" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"image_url" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_team_members_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "about_team_members_order_index_check" CHECK ("about_team_members"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "about_values" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon_name" text DEFAULT 'award' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_values_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "about_values_icon_check" CHECK ("about_values"."icon_name" IN ('award', 'shield', 'handshake', 'heart', 'star', 'leaf', 'globe')),
	CONSTRAINT "about_values_order_index_check" CHECK ("about_values"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"submission_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "contact_messages_submission_token_key" UNIQUE("site_id","submission_token")
);
--> statement-breakpoint
CREATE TABLE "domain_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"site_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_mappings_domain_unique" UNIQUE("domain"),
	CONSTRAINT "domain_mappings_domain_lowercase_check" CHECK ("domain_mappings"."domain" = lower("domain_mappings"."domain"))
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "event_rsvps_voter_key" UNIQUE("site_id","event_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"hero_title" text,
	"hero_subtitle" text,
	"hero_image_url" text,
	"highlight_title" text,
	"highlight_description" text,
	"highlight_image_url" text,
	"highlight_second_image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_events" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'event' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_events_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "home_events_type_check" CHECK ("home_events"."type" IN ('event', 'promotion')),
	CONSTRAINT "home_events_order_index_check" CHECK ("home_events"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_reassurance_items" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon_name" text DEFAULT 'award' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_reassurance_items_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "home_reassurance_items_icon_check" CHECK ("home_reassurance_items"."icon_name" IN ('award', 'shield', 'truck', 'heart', 'star')),
	CONSTRAINT "home_reassurance_items_order_index_check" CHECK ("home_reassurance_items"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_testimonials" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"customer_initials" text NOT NULL,
	"text" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_testimonials_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "home_testimonials_initials_check" CHECK (char_length("home_testimonials"."customer_initials") <= 4),
	CONSTRAINT "home_testimonials_rating_check" CHECK ("home_testimonials"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "home_testimonials_order_index_check" CHECK ("home_testimonials"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"site_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"morning_open" text,
	"morning_close" text,
	"afternoon_open" text,
	"afternoon_close" text,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_hours_site_id_day_of_week_pk" PRIMARY KEY("site_id","day_of_week"),
	CONSTRAINT "opening_hours_day_of_week_check" CHECK ("opening_hours"."day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "opening_hours_morning_open_check" CHECK ("opening_hours"."morning_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "opening_hours_morning_close_check" CHECK ("opening_hours"."morning_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "opening_hours_afternoon_open_check" CHECK ("opening_hours"."afternoon_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "opening_hours_afternoon_close_check" CHECK ("opening_hours"."afternoon_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "product_categories_order_index_check" CHECK ("product_categories"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"price_unit" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_order_index_check" CHECK ("product_variants"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2),
	"price_unit" text,
	"image_url" text,
	"category_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"end_date" date,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_order_index_check" CHECK ("products"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_company" text,
	"customer_phone" text,
	"service_type" text NOT NULL,
	"event_date" text,
	"event_guests" text,
	"event_budget" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"submission_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "quote_requests_submission_token_key" UNIQUE("site_id","submission_token"),
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" IN ('new', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "service_categories_order_index_check" CHECK ("service_categories"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_category_images" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_category_images_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "service_category_images_order_index_check" CHECK ("service_category_images"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_faqs" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_faqs_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "service_faqs_order_index_check" CHECK ("service_faqs"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services_page_content" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"title" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "site_appearance" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"logo_url" text,
	"accent_color" text DEFAULT '#81C784' NOT NULL,
	"primary_color" text DEFAULT '#4CAF50' NOT NULL,
	"secondary_color" text DEFAULT '#2e7d32' NOT NULL,
	"primary_hover_color" text DEFAULT '#3e9742' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_appearance_accent_color_check" CHECK ("site_appearance"."accent_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "site_appearance_primary_color_check" CHECK ("site_appearance"."primary_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "site_appearance_secondary_color_check" CHECK ("site_appearance"."secondary_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "site_appearance_primary_hover_color_check" CHECK ("site_appearance"."primary_hover_color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" text,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_email_1" text,
	"merchant_email_2" text,
	"merchant_email_3" text,
	"merchant_phone_1" text,
	"merchant_phone_2" text,
	"merchant_phone_3" text,
	"sender_email" text,
	"address" text,
	"metro_info" text,
	"bus_info" text,
	"tram_info" text,
	"car_info" text,
	"google_maps_link" text,
	"map_image_url" text,
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"linkedin_url" text,
	CONSTRAINT "sites_name_check" CHECK (char_length("sites"."name") >= 1)
);
--> statement-breakpoint
CREATE TABLE "special_hours_periods" (
	"site_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_single_day" boolean DEFAULT false NOT NULL,
	"is_period_closed" boolean DEFAULT false NOT NULL,
	"morning_open" text,
	"morning_close" text,
	"afternoon_open" text,
	"afternoon_close" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_hours_periods_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "special_hours_periods_dates_check" CHECK ("special_hours_periods"."end_date" >= "special_hours_periods"."start_date"),
	CONSTRAINT "special_hours_periods_morning_open_check" CHECK ("special_hours_periods"."morning_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_hours_periods_morning_close_check" CHECK ("special_hours_periods"."morning_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_hours_periods_afternoon_open_check" CHECK ("special_hours_periods"."afternoon_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_hours_periods_afternoon_close_check" CHECK ("special_hours_periods"."afternoon_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "special_opening_hours" (
	"site_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"morning_open" text,
	"morning_close" text,
	"afternoon_open" text,
	"afternoon_close" text,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "special_opening_hours_site_id_period_id_day_of_week_pk" PRIMARY KEY("site_id","period_id","day_of_week"),
	CONSTRAINT "special_opening_hours_day_of_week_check" CHECK ("special_opening_hours"."day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "special_opening_hours_morning_open_check" CHECK ("special_opening_hours"."morning_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_opening_hours_morning_close_check" CHECK ("special_opening_hours"."morning_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_opening_hours_afternoon_open_check" CHECK ("special_opening_hours"."afternoon_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "special_opening_hours_afternoon_close_check" CHECK ("special_opening_hours"."afternoon_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" IN ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "about_content" ADD CONSTRAINT "about_content_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_journey_steps" ADD CONSTRAINT "about_journey_steps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_partner_images" ADD CONSTRAINT "about_partner_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_partner_images" ADD CONSTRAINT "about_partner_images_partner_fk" FOREIGN KEY ("site_id","partner_id") REFERENCES "public"."about_partners"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_partners" ADD CONSTRAINT "about_partners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_team_members" ADD CONSTRAINT "about_team_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_values" ADD CONSTRAINT "about_values_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_mappings" ADD CONSTRAINT "domain_mappings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_fk" FOREIGN KEY ("site_id","event_id") REFERENCES "public"."home_events"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_content" ADD CONSTRAINT "home_content_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_events" ADD CONSTRAINT "home_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_reassurance_items" ADD CONSTRAINT "home_reassurance_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_testimonials" ADD CONSTRAINT "home_testimonials_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."product_categories"("site_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_category_images" ADD CONSTRAINT "service_category_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_category_images" ADD CONSTRAINT "service_category_images_category_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."service_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_faqs" ADD CONSTRAINT "service_faqs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_page_content" ADD CONSTRAINT "services_page_content_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_appearance" ADD CONSTRAINT "site_appearance_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours_periods" ADD CONSTRAINT "special_hours_periods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_opening_hours" ADD CONSTRAINT "special_opening_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_opening_hours" ADD CONSTRAINT "special_opening_hours_period_fk" FOREIGN KEY ("site_id","period_id") REFERENCES "public"."special_hours_periods"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "about_journey_steps_site_order_idx" ON "about_journey_steps" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "about_partner_images_partner_order_idx" ON "about_partner_images" USING btree ("site_id","partner_id","order_index");--> statement-breakpoint
CREATE INDEX "about_partners_site_order_idx" ON "about_partners" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "about_team_members_site_order_idx" ON "about_team_members" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "about_values_site_order_idx" ON "about_values" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_site_created_idx" ON "contact_messages" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_unviewed_idx" ON "contact_messages" USING btree ("site_id") WHERE NOT "contact_messages"."is_viewed";--> statement-breakpoint
CREATE INDEX "domain_mappings_active_domain_idx" ON "domain_mappings" USING btree ("domain") WHERE "domain_mappings"."is_active";--> statement-breakpoint
CREATE INDEX "domain_mappings_site_id_idx" ON "domain_mappings" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "domain_mappings_created_at_idx" ON "domain_mappings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "home_events_site_order_idx" ON "home_events" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "home_reassurance_items_site_order_idx" ON "home_reassurance_items" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "home_testimonials_site_order_idx" ON "home_testimonials" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_site_id_idx" ON "mail_outbox" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "product_categories_site_order_idx" ON "product_categories" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "product_variants_product_order_idx" ON "product_variants" USING btree ("site_id","product_id","order_index");--> statement-breakpoint
CREATE INDEX "products_site_order_idx" ON "products" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "products_site_created_idx" ON "products" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "products_site_category_idx" ON "products" USING btree ("site_id","category_id");--> statement-breakpoint
CREATE INDEX "products_site_featured_idx" ON "products" USING btree ("site_id","is_featured");--> statement-breakpoint
CREATE INDEX "quote_requests_site_created_idx" ON "quote_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_unviewed_idx" ON "quote_requests" USING btree ("site_id") WHERE NOT "quote_requests"."is_viewed";--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "service_categories_site_order_idx" ON "service_categories" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "service_category_images_category_order_idx" ON "service_category_images" USING btree ("site_id","category_id","order_index");--> statement-breakpoint
CREATE INDEX "service_faqs_site_order_idx" ON "service_faqs" USING btree ("site_id","order_index");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sites_owner_id_idx" ON "sites" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "special_hours_periods_site_start_idx" ON "special_hours_periods" USING btree ("site_id","start_date");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");