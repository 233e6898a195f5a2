-- The stock tellings (storyteller content keys, e.g. 'en:plots/find-lost:try:3') each book used, so a
-- family's next book can avoid the lines of its last ones (issue 10 item 8). Null for books written
-- before this column or by a service writer.
ALTER TABLE "stories" ADD COLUMN "lines" text[];
