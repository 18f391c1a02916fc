CREATE TABLE "media_files" (
	"site_id" uuid NOT NULL,
	"key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_site_id_key_pk" PRIMARY KEY("site_id","key"),
	CONSTRAINT "media_files_bytes_check" CHECK ("media_files"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_key_idx" ON "media_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "media_files_uploaded_by_idx" ON "media_files" USING btree ("uploaded_by");