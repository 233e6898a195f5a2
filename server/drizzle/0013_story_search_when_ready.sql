-- A book's search text is computed once, when it becomes ready (issue 16: 20 books at once; decision 023).
-- Before, every chapter written re-read the chapters so far and re-read the whole text three ways
-- (0008's statement trigger), and so did the early title: a medium book of 8 chapters was read ~9
-- times over while being written, and each rewrite of the row's large vector also rewrote its GIN
-- index entries. Now the vector holds the title and description while a book is written (it is found
-- by its title, as before) and the whole book from the moment it is ready; chapter changes to a ready
-- book (an operator's SQL, the seed) still rebuild it.
CREATE OR REPLACE FUNCTION story_search_vector(p_story uuid, p_title text, p_description text, p_chapters boolean) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT strip(to_tsvector('simple', d)) || strip(to_tsvector('english', d)) || strip(to_tsvector('french', d))
  FROM (SELECT unaccent(coalesce(p_title, '') || ' ' || coalesce(p_description, '') || ' ' || CASE WHEN p_chapters THEN coalesce(
    (SELECT string_agg(c.title || ' ' || c.content, ' ' ORDER BY c.position) FROM chapters c WHERE c.story_id = p_story), '') ELSE '' END) AS d) AS doc
$$;
--> statement-breakpoint
-- The story's own trigger now also follows its status, and reads only when something it depends on
-- changed: a progress write that sets the same status again reads nothing.
CREATE OR REPLACE FUNCTION stories_search_vector_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title AND NEW.description IS NOT DISTINCT FROM OLD.description
     AND (NEW.status = 'ready') = (OLD.status = 'ready') THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := story_search_vector(NEW.id, NEW.title, NEW.description, NEW.status = 'ready');
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.description IS DISTINCT FROM OLD.description THEN
    NEW.search_rank_vector := story_rank_vector(NEW.title, NEW.description);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stories_search_vector_own ON stories;
--> statement-breakpoint
CREATE TRIGGER stories_search_vector_own BEFORE INSERT OR UPDATE OF title, description, status ON stories
  FOR EACH ROW EXECUTE FUNCTION stories_search_vector_own();
--> statement-breakpoint
-- Chapters written, rewritten or removed change the vector of a ready book only.
CREATE OR REPLACE FUNCTION chapters_search_vector_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories SET search_vector = story_search_vector(id, title, description, true)
    WHERE id IN (SELECT story_id FROM changed_chapters) AND status = 'ready';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chapters_search_vector_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stories SET search_vector = story_search_vector(id, title, description, true) WHERE id = NEW.story_id AND status = 'ready';
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS story_search_vector(uuid, text, text);
--> statement-breakpoint
-- Books being written lose their chapters' words until they are ready; ready books keep theirs.
UPDATE stories SET search_vector = story_search_vector(id, title, description, false) WHERE status <> 'ready';
