DROP INDEX "page_versions_school_id_path_number_index";--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "for_english" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_school_id_path_language_number_index" ON "page_versions" USING btree ("school_id","path","language","number");