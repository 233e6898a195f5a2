-- Accent-insensitive, prefix-aware search over stories (issue 3) needs these in both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
