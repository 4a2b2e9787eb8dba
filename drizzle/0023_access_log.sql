CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"what" text NOT NULL,
	"record_id" text,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_school_id_at_index" ON "access_log" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "access_log_school_id_record_id_index" ON "access_log" USING btree ("school_id","record_id");