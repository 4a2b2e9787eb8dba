CREATE TABLE "site_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"findings" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_checks" ADD CONSTRAINT "site_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_checks_school_id_checked_at_index" ON "site_checks" USING btree ("school_id","checked_at");