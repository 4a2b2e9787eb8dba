ALTER TABLE "alerts" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "online_registrations" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
-- An item's Hindi (contracts/records/hindi.ts) is searched with its English, and Devanagari is
-- searched without its nukta, which some write and others leave out ("फ़ीस", "फीस"): the
-- query is read through search_plain() too (server/services/search.ts), and the excerpts'
-- words alike (withoutNukta in contracts/search.ts).
CREATE FUNCTION search_plain(words text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(translate(words, U&'\0958\0959\095A\095B\095C\095D\095E\095F',
    U&'\0915\0916\0917\091C\0921\0922\092B\092F'), U&'\093C', '')
$$;
--> statement-breakpoint
-- The words of an item's Hindi on the site, its title's apart.
CREATE FUNCTION search_hindi_words(hindi jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT string_agg(value, ' ') FROM jsonb_each_text(hindi->'published'->'fields')), '')
$$;
--> statement-breakpoint
CREATE FUNCTION search_hindi_title(hindi jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(hindi->'published'->'fields'->>'title', '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_pdf_words(paths text[]) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('english', search_plain(coalesce(
    (SELECT string_agg(d.text, ' ') FROM document_texts d WHERE d.path = ANY(paths)), '')))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', search_plain(NEW.title || ' ' || NEW.description
    || ' ' || search_hindi_words(NEW.hindi))) || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_title(NEW.hindi)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', search_plain(NEW.title || ' ' || NEW.description
    || ' ' || NEW.venue || ' ' || search_hindi_words(NEW.hindi))) || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_title(NEW.hindi)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_circulars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', search_plain(NEW.title || ' '
    || search_hindi_words(NEW.hindi))) || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_title(NEW.hindi)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_galleries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', search_plain(NEW.title || ' ' || NEW.description
    || ' ' || array_to_string(NEW.captions, ' ') || ' ' || search_hindi_words(NEW.hindi)));
  NEW.title_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_title(NEW.hindi)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_words(NEW.hindi)));
  NEW.title_words := to_tsvector('english', search_plain(NEW.title || ' ' || search_hindi_title(NEW.hindi)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_page_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_title := search_page_title(NEW.document);
  NEW.search_text := search_page_text(NEW.document);
  NEW.search_words := to_tsvector('english', search_plain(NEW.search_title || ' ' || NEW.search_text));
  NEW.title_words := to_tsvector('english', search_plain(NEW.search_title));
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The triggers fire when the Hindi changes too.
DROP TRIGGER search_words ON news;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, attachments, hindi ON news
  FOR EACH ROW EXECUTE FUNCTION search_words_of_news();
--> statement-breakpoint
DROP TRIGGER search_words ON events;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, venue, attachments, hindi ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_of_events();
--> statement-breakpoint
DROP TRIGGER search_words ON circulars;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, attachments, hindi ON circulars
  FOR EACH ROW EXECUTE FUNCTION search_words_of_circulars();
--> statement-breakpoint
DROP TRIGGER search_words ON galleries;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, captions, hindi ON galleries
  FOR EACH ROW EXECUTE FUNCTION search_words_of_galleries();
--> statement-breakpoint
DROP TRIGGER search_words ON videos;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, hindi ON videos
  FOR EACH ROW EXECUTE FUNCTION search_words_of_videos();
--> statement-breakpoint
-- The words already kept, kept again without the nukta: only rows whose words hold Devanagari.
UPDATE page_versions SET document = document WHERE search_text ~ '[ऀ-ॿ]' OR search_title ~ '[ऀ-ॿ]';
--> statement-breakpoint
UPDATE news SET title = title WHERE search_words::text ~ '[ऀ-ॿ]';
--> statement-breakpoint
UPDATE events SET title = title WHERE search_words::text ~ '[ऀ-ॿ]';
--> statement-breakpoint
UPDATE circulars SET title = title WHERE search_words::text ~ '[ऀ-ॿ]';
