CREATE TABLE "content_translations" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_site_id_language_subject_subject_id_field_pk" PRIMARY KEY("site_id","language","subject","subject_id","field"),
	CONSTRAINT "content_translations_language_check" CHECK ("content_translations"."language" IN ('en', 'de', 'es', 'it', 'nl')),
	CONSTRAINT "content_translations_value_check" CHECK (char_length(btrim("content_translations"."value")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"page" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translations_site_id_language_page_pk" PRIMARY KEY("site_id","language","page"),
	CONSTRAINT "page_translations_language_check" CHECK ("page_translations"."language" IN ('en', 'de', 'es', 'it', 'nl')),
	CONSTRAINT "page_translations_page_check" CHECK ("page_translations"."page" IN ('home', 'about', 'services', 'products', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"site_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_languages_site_id_language_pk" PRIMARY KEY("site_id","language"),
	CONSTRAINT "site_languages_language_check" CHECK ("site_languages"."language" IN ('en', 'de', 'es', 'it', 'nl'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A language switched on or off, a translation saved, a version published: the site's pages change (ADR 014, 047).
SELECT vitrine_install_content_version_triggers(t::regclass) FROM unnest(ARRAY['site_languages', 'content_translations', 'page_translations']) AS t;
