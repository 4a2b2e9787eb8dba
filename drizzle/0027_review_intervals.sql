CREATE TABLE "review_intervals" (
	"school_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"every" text NOT NULL,
	CONSTRAINT "review_intervals_school_id_subject_pk" PRIMARY KEY("school_id","subject")
);
--> statement-breakpoint
ALTER TABLE "review_intervals" ADD CONSTRAINT "review_intervals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;