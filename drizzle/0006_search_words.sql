-- The site search's words, kept with each item and indexed, so a search reads an index instead
-- of parsing every item's text and every PDF's words again on every query (seconds at a school's
-- ten years). Kept by triggers, so every writer (the office, the API for ERPs, imports, the demo)
-- keeps them right; not in schema.ts, so no Drizzle query ever reads them by accident.

-- The words of the stored PDFs an item attaches (document_texts, read when they were stored).
CREATE FUNCTION search_pdf_words(paths text[]) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('english', coalesce(
    (SELECT string_agg(d.text, ' ') FROM document_texts d WHERE d.path = ANY(paths)), ''))
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title || ' ' || NEW.description)
    || search_pdf_words(NEW.attachments);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title || ' ' || NEW.description || ' ' || NEW.venue)
    || search_pdf_words(NEW.attachments);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_circulars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title) || search_pdf_words(NEW.attachments);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_galleries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english',
    NEW.title || ' ' || NEW.description || ' ' || array_to_string(NEW.captions, ' '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_of_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('english', NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A PDF's words read (or read again) after its item was saved: its items are saved again.
CREATE FUNCTION search_words_of_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE news SET attachments = attachments WHERE NEW.path = ANY(attachments);
  UPDATE events SET attachments = attachments WHERE NEW.path = ANY(attachments);
  UPDATE circulars SET attachments = attachments WHERE NEW.path = ANY(attachments);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE news ADD COLUMN search_words tsvector;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_words tsvector;
--> statement-breakpoint
ALTER TABLE circulars ADD COLUMN search_words tsvector;
--> statement-breakpoint
ALTER TABLE galleries ADD COLUMN search_words tsvector;
--> statement-breakpoint
ALTER TABLE videos ADD COLUMN search_words tsvector;
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, attachments ON news
  FOR EACH ROW EXECUTE FUNCTION search_words_of_news();
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, venue, attachments ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_of_events();
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, attachments ON circulars
  FOR EACH ROW EXECUTE FUNCTION search_words_of_circulars();
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title, description, captions ON galleries
  FOR EACH ROW EXECUTE FUNCTION search_words_of_galleries();
--> statement-breakpoint
CREATE TRIGGER search_words BEFORE INSERT OR UPDATE OF title ON videos
  FOR EACH ROW EXECUTE FUNCTION search_words_of_videos();
--> statement-breakpoint
CREATE TRIGGER search_words AFTER INSERT OR UPDATE OF text ON document_texts
  FOR EACH ROW EXECUTE FUNCTION search_words_of_document();
--> statement-breakpoint
-- The rows already there: each saved again through its trigger.
UPDATE news SET title = title;
--> statement-breakpoint
UPDATE events SET title = title;
--> statement-breakpoint
UPDATE circulars SET title = title;
--> statement-breakpoint
UPDATE galleries SET title = title;
--> statement-breakpoint
UPDATE videos SET title = title;
--> statement-breakpoint
CREATE INDEX news_search_words ON news USING gin (search_words);
--> statement-breakpoint
CREATE INDEX events_search_words ON events USING gin (search_words);
--> statement-breakpoint
CREATE INDEX circulars_search_words ON circulars USING gin (search_words);
--> statement-breakpoint
CREATE INDEX galleries_search_words ON galleries USING gin (search_words);
--> statement-breakpoint
CREATE INDEX videos_search_words ON videos USING gin (search_words);
