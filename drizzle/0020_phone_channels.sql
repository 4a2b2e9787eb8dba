CREATE TABLE "channel_settings" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"whatsapp" text,
	"sms" text,
	"webhook_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "phone_channel" text;--> statement-breakpoint
ALTER TABLE "channel_settings" ADD CONSTRAINT "channel_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_school_id_phone_index" ON "subscriptions" USING btree ("school_id","phone");