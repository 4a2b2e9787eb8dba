-- The rest of the site search's words kept and indexed (0006 kept the items' own): each
-- item's title words, for the titles a query's last word begins ("datesh"), and each page
-- version's title, text and words, read out of its document. Without them a search parsed
-- every title and every page of the school again on every query, and read each page's text
-- out of its document again for its excerpt. Kept by triggers, like 0006's, so every writer
-- (the office, the API, imports, restores, the demo and the decade fixture) keeps them right;
-- not in schema.ts, so no Drizzle query reads them by accident.

-- A page's title: its heading, else its breadcrumb's name.
CREATE FUNCTION search_page_title(document jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(document->>'heading', document->>'crumb', '')
$$;
--> statement-breakpoint
-- A page's words: the values of the keys of its document that visitors read
-- (contracts/page-content.ts), never its block types, files or addresses, with Markdown's
-- marks and link targets taken out. A new key of words needs a migration that replaces this
-- function and saves every page version again (UPDATE page_versions SET document = document).
CREATE FUNCTION search_page_text(document jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    (SELECT coalesce(string_agg(word #>> '{}', ' '), '')
      FROM jsonb_array_elements(
        jsonb_path_query_array(document, 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key == "heading" || @.key == "crumb" || @.key == "description" || @.key == "text" || @.key == "markdown" || @.key == "title" || @.key == "caption" || @.key == "note" || @.key == "alt" || @.key == "label" || @.key == "cite" || @.key == "value" || @.key == "subtitle").value ? (@.type() == "string")'::jsonpath)
        || jsonb_path_query_array(document, 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key == "items" || @.key == "rules" || @.key == "points" || @.key == "columns").value[*] ? (@.type() == "string")'::jsonpath)
        || jsonb_path_query_array(document, 'strict $.** ? (@.type() == "object").keyvalue() ? (@.key == "rows").value[*][*] ? (@.type() == "string" || @.type() == "number")'::jsonpath)
      ) word),
    '\]\([^)]*\)|[*#>`|\[\]]+', ' ', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_page_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_title := search_page_title(NEW.document);
  NEW.search_text := search_page_text(NEW.document);
  NEW.search_words := to_tsvector('english', NEW.search_title || ' ' || NEW.search_text);
  NEW.title_words := to_tsvector('english', NEW.search_title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title || ' ' || NEW.description)
    || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title || ' ' || NEW.description || ' ' || NEW.venue)
    || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_circulars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title) || search_pdf_words(NEW.attachments);
  NEW.title_words := to_tsvector('english', NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_galleries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english',
    NEW.title || ' ' || NEW.description || ' ' || array_to_string(NEW.captions, ' '));
  NEW.title_words := to_tsvector('english', NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title);
  NEW.title_words := NEW.search_words;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- 0006's indexes of the items' words go while every row is written again below, and are made
-- anew after: a GIN index given each row's words one by one costs far more time and memory.
DROP INDEX news_search_words;
--> statement-breakpoint
DROP INDEX events_search_words;
--> statement-breakpoint
DROP INDEX circulars_search_words;
--> statement-breakpoint
DROP INDEX galleries_search_words;
--> statement-breakpoint
DROP INDEX videos_search_words;
--> statement-breakpoint
ALTER TABLE news ADD COLUMN title_words tsvector;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN title_words tsvector;
--> statement-breakpoint
ALTER TABLE circulars ADD COLUMN title_words tsvector;
--> statement-breakpoint
ALTER TABLE galleries ADD COLUMN title_words tsvector;
--> statement-breakpoint
ALTER TABLE videos ADD COLUMN title_words tsvector;
--> statement-breakpoint
ALTER TABLE page_versions ADD COLUMN search_title text;
--> statement-breakpoint
ALTER TABLE page_versions ADD COLUMN search_text text;
--> statement-breakpoint
ALTER TABLE page_versions ADD COLUMN search_words tsvector;
--> statement-breakpoint
ALTER TABLE page_versions ADD COLUMN title_words tsvector;
--> statement-breakpoint
-- A page version's document is never changed in place today; should it be, its words follow.
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF document ON page_versions
  FOR EACH ROW EXECUTE FUNCTION search_words_of_page_versions();
--> statement-breakpoint
-- The rows already there: their title words set directly, so the items' other words (their
-- PDFs' among them) are not read again.
UPDATE news SET title_words = to_tsvector('english', title);
--> statement-breakpoint
UPDATE events SET title_words = to_tsvector('english', title);
--> statement-breakpoint
UPDATE circulars SET title_words = to_tsvector('english', title);
--> statement-breakpoint
UPDATE galleries SET title_words = to_tsvector('english', title);
--> statement-breakpoint
UPDATE videos SET title_words = to_tsvector('english', title);
--> statement-breakpoint
UPDATE page_versions SET document = document;
--> statement-breakpoint
-- Without fastupdate: PGlite runs no autovacuum, so a GIN index's list of pending entries
-- would be emptied only once it reached 4 MB, and every search would read it whole meanwhile.
-- A save writes its words into the index at once instead; searches outnumber saves.
CREATE INDEX news_search_words ON news USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX events_search_words ON events USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX circulars_search_words ON circulars USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX galleries_search_words ON galleries USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX videos_search_words ON videos USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX news_title_words ON news USING gin (title_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX events_title_words ON events USING gin (title_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX circulars_title_words ON circulars USING gin (title_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX galleries_title_words ON galleries USING gin (title_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX videos_title_words ON videos USING gin (title_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX page_versions_search_words ON page_versions USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX page_versions_title_words ON page_versions USING gin (title_words) WITH (fastupdate = off);
