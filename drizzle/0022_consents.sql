-- Consent you can prove (decision 250): a register of parents' consents, and the children each
-- birthday, topper, achievement, album and news item shows, by admission number. The old yes/no
-- box proved nothing (who, when, how, for what), so it is not carried over: such records wait,
-- off the site, until their children's admission numbers and consents are recorded.
CREATE TABLE "consents" (
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
	"child_name" text NOT NULL,
	"admission_number" text NOT NULL,
	"class" text DEFAULT '' NOT NULL,
	"parent_name" text NOT NULL,
	"method" text NOT NULL,
	"given_on" date NOT NULL,
	"uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"withdrawn_on" date,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "children" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "children" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "children" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "toppers" ADD COLUMN "children" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "children" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_in_force" ON "consents" USING btree ("school_id","admission_number") WHERE "consents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "consents_office_changed" ON "consents" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "consents_office_deleted" ON "consents" USING btree ("school_id","deleted_at") WHERE "consents"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "consents_office_title" ON "consents" USING btree ("school_id","child_name");--> statement-breakpoint
CREATE INDEX "consents_office_words" ON "consents" USING gin ((to_tsvector('english', "child_name") || to_tsvector('simple', "child_name")));--> statement-breakpoint
CREATE INDEX "consents_office_dated" ON "consents" USING btree ("school_id","given_on");--> statement-breakpoint
ALTER TABLE "birthdays" DROP COLUMN "consent";--> statement-breakpoint
ALTER TABLE "toppers" DROP COLUMN "consent";--> statement-breakpoint
ALTER TABLE "achievements" DROP COLUMN "consent";