CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"subscription_id" uuid,
	"item_table" text NOT NULL,
	"item_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_endpoints_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "sections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "classes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_endpoints" ADD CONSTRAINT "push_endpoints_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_item_table_item_id_subscription_id_channel_index" ON "deliveries" USING btree ("item_table","item_id","subscription_id","channel");--> statement-breakpoint
CREATE INDEX "deliveries_school_id_item_table_item_id_index" ON "deliveries" USING btree ("school_id","item_table","item_id");--> statement-breakpoint
CREATE INDEX "deliveries_subscription_id_index" ON "deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "deliveries_provider_id_index" ON "deliveries" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "push_endpoints_subscription_id_index" ON "push_endpoints" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_classes" ON "subscriptions" USING gin ("classes");