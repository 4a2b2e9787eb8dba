CREATE TABLE "alerts" (
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
	"title" text NOT NULL,
	"severity" text DEFAULT 'warning' NOT NULL,
	"url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"path" text PRIMARY KEY NOT NULL,
	"school_id" uuid,
	"text" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"email" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text DEFAULT 'immediate' NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscriptions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_school_id_index" ON "alerts" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "jobs_done_at_run_at_index" ON "jobs" USING btree ("done_at","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_school_id_email_index" ON "subscriptions" USING btree ("school_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "circulars_school_id_slug_index" ON "circulars" USING btree ("school_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_school_id_slug_index" ON "events" USING btree ("school_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_school_id_slug_index" ON "galleries" USING btree ("school_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_school_id_slug_index" ON "news" USING btree ("school_id","slug");