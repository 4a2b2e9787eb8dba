CREATE TABLE "read_counts" (
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "read_counts_school_id_kind_day_key_pk" PRIMARY KEY("school_id","kind","day","key")
);
--> statement-breakpoint
ALTER TABLE "read_counts" ADD CONSTRAINT "read_counts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;