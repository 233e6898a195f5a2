-- Progress across processes (issue 15 item 6, docs/decisions/012): every change to a story row is
-- announced on the 'story_progress' channel with the story's id, so a web process streaming a story's
-- progress reads the row when it moved, not on a timer. A trigger catches every writer (the worker,
-- the dead-job sweep, regeneration, deletion) without each remembering to notify.
CREATE OR REPLACE FUNCTION storyloom_story_progress_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('story_progress', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stories_progress_notify ON stories;
--> statement-breakpoint
CREATE TRIGGER stories_progress_notify AFTER UPDATE OR DELETE ON stories FOR EACH ROW EXECUTE FUNCTION storyloom_story_progress_notify();
