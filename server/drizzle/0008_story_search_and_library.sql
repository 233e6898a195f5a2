-- Stored full-text search per story (issue 16): title, description and every chapter, accent-free
-- (unaccent), indexed once when written instead of on every query. One tsvector holds three
-- readings of the text, told apart by weight so that a query can ask for exactly one of them:
--   A  'simple'  the words as written: exact words, and the prefix of the word being typed
--   B  'english' English stems ('dragons' -> 'dragon')
--   C  'french'  French stems ('chevaliers' -> 'chevali')
-- server/src/modules/stories/search-stories.ts builds queries against these weights.
CREATE OR REPLACE FUNCTION story_search_vector(p_story uuid, p_title text, p_description text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', d), 'A') || setweight(to_tsvector('english', d), 'B') || setweight(to_tsvector('french', d), 'C')
  FROM (SELECT unaccent(coalesce(p_title, '') || ' ' || coalesce(p_description, '') || ' ' || coalesce(
    (SELECT string_agg(c.title || ' ' || c.content, ' ' ORDER BY c.position) FROM chapters c WHERE c.story_id = p_story), '')) AS d) AS doc
$$;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_vector" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
-- Kept true by triggers, so every writer (the generator, regeneration, the seed, an operator's SQL)
-- leaves a searchable story: a story's own title and description on insert or update...
CREATE OR REPLACE FUNCTION stories_search_vector_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := story_search_vector(NEW.id, NEW.title, NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_search_vector_own BEFORE INSERT OR UPDATE OF title, description ON stories
  FOR EACH ROW EXECUTE FUNCTION stories_search_vector_own();
--> statement-breakpoint
-- ...and its chapters' text whenever one is written, rewritten or removed (not when a picture is
-- added). Inserts and deletes are counted per statement, so a book written in one statement is
-- indexed once, not once per chapter.
CREATE OR REPLACE FUNCTION chapters_search_vector_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories SET search_vector = story_search_vector(id, title, description)
    WHERE id IN (SELECT story_id FROM changed_chapters);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chapters_search_vector_insert AFTER INSERT ON chapters REFERENCING NEW TABLE AS changed_chapters
  FOR EACH STATEMENT EXECUTE FUNCTION chapters_search_vector_rows();
--> statement-breakpoint
CREATE TRIGGER chapters_search_vector_delete AFTER DELETE ON chapters REFERENCING OLD TABLE AS changed_chapters
  FOR EACH STATEMENT EXECUTE FUNCTION chapters_search_vector_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chapters_search_vector_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories SET search_vector = story_search_vector(id, title, description) WHERE id = NEW.story_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chapters_search_vector_text AFTER UPDATE OF title, content ON chapters
  FOR EACH ROW EXECUTE FUNCTION chapters_search_vector_text();
--> statement-breakpoint
UPDATE stories SET search_vector = story_search_vector(id, title, description);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stories_search_vector_idx" ON "stories" USING gin ("search_vector");
--> statement-breakpoint
-- The library's pages: a family's stories newest first, the id breaking ties (library-page.ts).
CREATE INDEX IF NOT EXISTS "stories_user_created_id_idx" ON "stories" ("user_id", "created_at" DESC, "id" DESC);
