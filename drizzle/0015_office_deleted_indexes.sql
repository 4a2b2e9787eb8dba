CREATE INDEX "alerts_office_deleted" ON "alerts" USING btree ("school_id","deleted_at") WHERE "alerts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "birthdays_office_deleted" ON "birthdays" USING btree ("school_id","deleted_at") WHERE "birthdays"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "circulars_office_deleted" ON "circulars" USING btree ("school_id","deleted_at") WHERE "circulars"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "events_office_deleted" ON "events" USING btree ("school_id","deleted_at") WHERE "events"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "galleries_office_deleted" ON "galleries" USING btree ("school_id","deleted_at") WHERE "galleries"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "highlights_office_deleted" ON "highlights" USING btree ("school_id","deleted_at") WHERE "highlights"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "messages_office_deleted" ON "messages" USING btree ("school_id","deleted_at") WHERE "messages"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "news_office_deleted" ON "news" USING btree ("school_id","deleted_at") WHERE "news"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_office_deleted" ON "notifications" USING btree ("school_id","deleted_at") WHERE "notifications"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "online_registrations_office_deleted" ON "online_registrations" USING btree ("school_id","deleted_at") WHERE "online_registrations"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "toppers_office_deleted" ON "toppers" USING btree ("school_id","deleted_at") WHERE "toppers"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "transfer_certificates_office_deleted" ON "transfer_certificates" USING btree ("school_id","deleted_at") WHERE "transfer_certificates"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "videos_office_deleted" ON "videos" USING btree ("school_id","deleted_at") WHERE "videos"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "achievements_office_deleted" ON "achievements" USING btree ("school_id","deleted_at") WHERE "achievements"."deleted_at" is not null;