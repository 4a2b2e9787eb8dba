-- What the office's lists search, narrow and order by, each within one school, so a page of a
-- ten-year school's records reads an index rather than every row: when last changed, the title
-- and its words (contracts/records/columns.ts, officeWords), the date a list is dated by; the
-- audit log by person, by kind and by record; enquiries' and subscriptions' words.
CREATE INDEX "alerts_office_changed" ON "alerts" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "alerts_office_title" ON "alerts" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "alerts_office_words" ON "alerts" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "alerts_office_dated" ON "alerts" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_school_id_actor_id_at_index" ON "audit_log" USING btree ("school_id","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_school_id_kind_at_index" ON "audit_log" USING btree ("school_id","kind","at");--> statement-breakpoint
CREATE INDEX "audit_log_school_id_record_id_index" ON "audit_log" USING btree ("school_id","record_id");--> statement-breakpoint
CREATE INDEX "birthdays_office_changed" ON "birthdays" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "birthdays_office_title" ON "birthdays" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "birthdays_office_words" ON "birthdays" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "name")));--> statement-breakpoint
CREATE INDEX "birthdays_office_dated" ON "birthdays" USING btree ("school_id","date_of_birth");--> statement-breakpoint
CREATE INDEX "circulars_office_changed" ON "circulars" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "circulars_office_title" ON "circulars" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "circulars_office_words" ON "circulars" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "enquiries_office_words" ON "enquiries" USING gin ((to_tsvector('english', "name" || ' ' || "email" || ' ' || "phone" || ' ' || "subject" || ' ' || "message") || to_tsvector('simple', "name" || ' ' || "email" || ' ' || "phone" || ' ' || "subject" || ' ' || "message")));--> statement-breakpoint
CREATE INDEX "events_office_changed" ON "events" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "events_office_title" ON "events" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "events_office_words" ON "events" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "galleries_office_changed" ON "galleries" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "galleries_office_title" ON "galleries" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "galleries_office_words" ON "galleries" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "highlights_office_changed" ON "highlights" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "highlights_office_title" ON "highlights" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "highlights_office_words" ON "highlights" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "highlights_office_dated" ON "highlights" USING btree ("school_id","from_date");--> statement-breakpoint
CREATE INDEX "messages_office_changed" ON "messages" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_office_title" ON "messages" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "messages_office_words" ON "messages" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "name")));--> statement-breakpoint
CREATE INDEX "messages_office_dated" ON "messages" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "news_office_changed" ON "news" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "news_office_title" ON "news" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "news_office_words" ON "news" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "notifications_office_changed" ON "notifications" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_office_title" ON "notifications" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "notifications_office_words" ON "notifications" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "notifications_office_dated" ON "notifications" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "office_users_school_id_name_index" ON "office_users" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "online_registrations_office_changed" ON "online_registrations" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "online_registrations_office_title" ON "online_registrations" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "online_registrations_office_words" ON "online_registrations" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "online_registrations_office_dated" ON "online_registrations" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_school_id_created_at_index" ON "subscriptions" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_office_words" ON "subscriptions" USING gin ((to_tsvector('english', "email") || to_tsvector('simple', "email")));--> statement-breakpoint
CREATE INDEX "toppers_office_changed" ON "toppers" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "toppers_office_title" ON "toppers" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "toppers_office_words" ON "toppers" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "name")));--> statement-breakpoint
CREATE INDEX "toppers_office_dated" ON "toppers" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_certificates_office_changed" ON "transfer_certificates" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "transfer_certificates_office_title" ON "transfer_certificates" USING btree ("school_id","student_name");--> statement-breakpoint
CREATE INDEX "transfer_certificates_office_words" ON "transfer_certificates" USING gin ((to_tsvector('english', "student_name") || to_tsvector('simple', "student_name")));--> statement-breakpoint
CREATE INDEX "transfer_certificates_office_dated" ON "transfer_certificates" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_office_changed" ON "videos" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "videos_office_title" ON "videos" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "videos_office_words" ON "videos" USING gin ((to_tsvector('english', "title") || to_tsvector('simple', "title")));--> statement-breakpoint
CREATE INDEX "achievements_office_changed" ON "achievements" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "achievements_office_title" ON "achievements" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "achievements_office_words" ON "achievements" USING gin ((to_tsvector('english', "name") || to_tsvector('simple', "name")));--> statement-breakpoint
-- PGlite has no autovacuum, so nothing else ever tells its planner how a table's rows are
-- spread over schools: without it, a search of a school's ten years of titles guesses the
-- school has a few dozen rows and reads all of them rather than the words' index.
ANALYZE achievements;
--> statement-breakpoint
ANALYZE alerts;
--> statement-breakpoint
ANALYZE birthdays;
--> statement-breakpoint
ANALYZE circulars;
--> statement-breakpoint
ANALYZE events;
--> statement-breakpoint
ANALYZE galleries;
--> statement-breakpoint
ANALYZE highlights;
--> statement-breakpoint
ANALYZE messages;
--> statement-breakpoint
ANALYZE news;
--> statement-breakpoint
ANALYZE notifications;
--> statement-breakpoint
ANALYZE online_registrations;
--> statement-breakpoint
ANALYZE toppers;
--> statement-breakpoint
ANALYZE transfer_certificates;
--> statement-breakpoint
ANALYZE videos;
--> statement-breakpoint
ANALYZE audit_log;
--> statement-breakpoint
ANALYZE enquiries;
--> statement-breakpoint
ANALYZE office_users;
--> statement-breakpoint
ANALYZE subscriptions;
