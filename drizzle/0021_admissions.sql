CREATE TABLE "admission_settings" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allotments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session" text NOT NULL,
	"round" text NOT NULL,
	"stream" text NOT NULL,
	"offered" text[] NOT NULL,
	"waitlisted" text[] NOT NULL,
	"show_from" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session" text NOT NULL,
	"class_name" text NOT NULL,
	"stream" text,
	"number" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"child_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"resume_hash" text NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consent" jsonb,
	"fee_paid_at" timestamp with time zone,
	"fee_method" text,
	"fee_reference" text,
	"gateway_link" jsonb,
	"slot" jsonb,
	"marks" jsonb,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_settings" ADD COLUMN "razorpay" text;--> statement-breakpoint
ALTER TABLE "admission_settings" ADD CONSTRAINT "admission_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allotments_school_id_session_round_stream_index" ON "allotments" USING btree ("school_id","session","round","stream");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_school_id_number_index" ON "applications" USING btree ("school_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_resume_hash_index" ON "applications" USING btree ("resume_hash");--> statement-breakpoint
CREATE INDEX "applications_school_id_session_class_name_state_index" ON "applications" USING btree ("school_id","session","class_name","state");--> statement-breakpoint
CREATE INDEX "applications_school_id_submitted_at_index" ON "applications" USING btree ("school_id","submitted_at");