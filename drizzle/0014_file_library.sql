CREATE TABLE "library_files" (
	"school_id" uuid NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"bytes" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text DEFAULT '' NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	CONSTRAINT "library_files_school_id_path_pk" PRIMARY KEY("school_id","path")
);
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_files_school_id_added_at_index" ON "library_files" USING btree ("school_id","added_at");--> statement-breakpoint
CREATE INDEX "library_files_words" ON "library_files" USING gin ((to_tsvector('english', "name" || ' ' || "alt") || to_tsvector('simple', "name" || ' ' || "alt")));--> statement-breakpoint
-- The office's uploads so far, by the name each was sent with, unless the daily sweep took it.
INSERT INTO "library_files" ("school_id", "path", "kind", "name", "added_at", "added_by")
SELECT DISTINCT ON (u."school_id", u."record_id") u."school_id", u."record_id", u."kind",
  coalesce(nullif(u."changes"->'name'->>1, ''), u."record_id"), u."at", u."actor_name"
FROM "audit_log" u
WHERE u."action" = 'upload' AND u."kind" IN ('pdf', 'picture') AND u."record_id" LIKE 'office/%'
  AND NOT EXISTS (SELECT 1 FROM "audit_log" s WHERE s."action" = 'sweep'
    AND s."school_id" = u."school_id" AND s."record_id" = u."record_id")
ORDER BY u."school_id", u."record_id", u."at"
ON CONFLICT DO NOTHING;
