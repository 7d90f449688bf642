ALTER TABLE "credentials" ADD COLUMN "kept_session_id" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "kept_from_version" integer;