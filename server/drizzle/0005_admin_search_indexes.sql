-- Trigram indexes for the admin dashboard's substring searches (issue 13): drizzle cannot express an
-- expression index with an operator class. The expressions must stay identical to those in
-- server/src/modules/admin/search-pattern.ts, or the planner will not use them.
CREATE INDEX IF NOT EXISTS "app_users_search_trgm_idx" ON "app_users" USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stories_title_trgm_idx" ON "stories" USING gin ((lower(title)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ((lower(name || ' ' || email || ' ' || subject)) gin_trgm_ops);
