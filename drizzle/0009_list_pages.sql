DROP INDEX "videos_school_id_index";--> statement-breakpoint
CREATE INDEX "circulars_school_id_created_at_index" ON "circulars" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "galleries_school_id_date_index" ON "galleries" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "news_school_id_from_date_index" ON "news" USING btree ("school_id","from_date");--> statement-breakpoint
CREATE INDEX "videos_school_id_date_index" ON "videos" USING btree ("school_id","date");