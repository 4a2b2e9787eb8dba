CREATE TABLE "certificate_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "transfer_certificates_school_id_admission_no_index";--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "captions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "toppers" ADD COLUMN "consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_downloads" ADD CONSTRAINT "certificate_downloads_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_downloads" ADD CONSTRAINT "certificate_downloads_certificate_id_transfer_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_downloads_school_id_at_index" ON "certificate_downloads" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "certificate_downloads_certificate_id_index" ON "certificate_downloads" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_in_force" ON "transfer_certificates" USING btree ("school_id","admission_no") WHERE "transfer_certificates"."deleted_at" is null;