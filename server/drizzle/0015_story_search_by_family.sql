-- A family's search reads only that family's index entries (issue 16: p99 under 30 ms at 200 req/s for
-- a 200-story family; nobody slowed by another's search; decision 027). With the GIN index on
-- search_vector alone and the btree on user_id apart, the planner had two poor choices: the family's
-- rows through the btree, each one's ~10 KB vector read out of line and matched again (20-57 ms for
-- the bench family of 200 on a 20,661-story database), or every family's matches through the GIN
-- index, filtered by family afterwards (a common word matches thousands). One GIN index over
-- (user_id, search_vector) answers both conditions at once: btree_gin lets GIN hold the family's id
-- beside the lexemes (1.4-1.7 ms). It serves a match without user_id too, so it replaces 0008's.
-- btree_gin ships with PostgreSQL's contrib (trusted since 13) and with PGlite (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stories_user_search_idx" ON "stories" USING gin ("user_id", "search_vector") WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "stories_search_vector_idx";
