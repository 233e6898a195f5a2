ALTER TABLE "stories" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "plot" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_look" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "art_style" text DEFAULT 'classic' NOT NULL;