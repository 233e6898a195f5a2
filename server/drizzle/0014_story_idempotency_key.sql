-- A generate request sent again (a double click, a connection dropped after the server took it) finds
-- the story it already made instead of making a second one and taking a second credit (decision 025).
-- Both columns are null for stories made before, and for requests that send no key.
ALTER TABLE "stories" ADD COLUMN IF NOT EXISTS "idempotency_key" uuid;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN IF NOT EXISTS "request_fingerprint" text;
--> statement-breakpoint
-- Partial: only the stories asked for with a key are indexed. Two identical requests at once on
-- PostgreSQL both pass the look-up; this index lets one commit and makes the other's statement fail
-- whole, credit included (insert-paid-story.ts).
CREATE UNIQUE INDEX IF NOT EXISTS "stories_user_idempotency_key_uq" ON "stories" ("user_id", "idempotency_key") WHERE idempotency_key is not null;
