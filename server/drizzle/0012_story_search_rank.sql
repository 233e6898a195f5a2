-- Search matches through the GIN index alone and ranks on the title and description (decision 017).
-- Before, search_vector held three readings told apart by weight (0008), with every word's positions:
-- ~10 KB per story, stored out of line, and a weight in the query makes the GIN index recheck every
-- candidate row, so each search read and unpacked every matching story's whole vector (twice: to
-- match, then ts_rank to order), 3-28 ms for a family of 200. Now:
--   search_vector       the whole book's lexemes as written, English stems and French stems, merged,
--                       without positions or weights (strip): the index answers a query exactly
--   search_rank_vector  the title and description only, read the same three ways with positions and
--                       the weights of 0008 (A as written, B English, C French): what ts_rank reads
-- Both are kept by the triggers of 0008 (story_search_vector is redefined in place).
CREATE OR REPLACE FUNCTION story_search_vector(p_story uuid, p_title text, p_description text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT strip(to_tsvector('simple', d)) || strip(to_tsvector('english', d)) || strip(to_tsvector('french', d))
  FROM (SELECT unaccent(coalesce(p_title, '') || ' ' || coalesce(p_description, '') || ' ' || coalesce(
    (SELECT string_agg(c.title || ' ' || c.content, ' ' ORDER BY c.position) FROM chapters c WHERE c.story_id = p_story), '')) AS d) AS doc
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION story_rank_vector(p_title text, p_description text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', d), 'A') || setweight(to_tsvector('english', d), 'B') || setweight(to_tsvector('french', d), 'C')
  FROM (SELECT unaccent(coalesce(p_title, '') || ' ' || coalesce(p_description, '')) AS d) AS doc
$$;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_rank_vector" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
-- Kept by the trigger that already follows the title and the description (0008).
CREATE OR REPLACE FUNCTION stories_search_vector_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := story_search_vector(NEW.id, NEW.title, NEW.description);
  NEW.search_rank_vector := story_rank_vector(NEW.title, NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE stories SET search_vector = story_search_vector(id, title, description), search_rank_vector = story_rank_vector(title, description);
