ALTER TABLE "enquiries" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "answer_by" date;