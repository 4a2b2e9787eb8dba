CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"post" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"qualification" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_office_changed" ON "staff" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "staff_office_deleted" ON "staff" USING btree ("school_id","deleted_at") WHERE "staff"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "staff_office_title" ON "staff" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "staff_office_words" ON "staff" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "name")));