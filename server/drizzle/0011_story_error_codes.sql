-- Stories store why they failed as a code the web translates (issue 15), not an English sentence.
-- Numbered 0011: 0009 and 0010 belong to another branch of the same session. Before this, every
-- failure stored the same English sentence (run-generation.ts), so each old one becomes the code of
-- a story that could not be finished.
UPDATE "stories" SET "error" = CASE WHEN "status" = 'failed' THEN 'generation_failed' END
WHERE "error" IS NOT NULL AND "error" NOT IN ('generation_failed', 'regeneration_failed');
