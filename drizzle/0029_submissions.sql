CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"number" integer,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_by_id" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_school_id_kind_item_language_index" ON "submissions" USING btree ("school_id","kind","item","language");