CREATE INDEX "users_consumers_later_words_idx" ON "users" USING gin (substr("search_text", strpos("search_text", ' ') + 1) gin_trgm_ops) WHERE "users"."is_consumer";--> statement-breakpoint
-- How many people a later word matches, for the planner: without these statistics it guesses one in five and
-- reads the whole list in order for a letter that starts no later word.
CREATE STATISTICS "users_later_words_stats" ON (substr("search_text", strpos("search_text", ' ') + 1)) FROM "users";--> statement-breakpoint
ALTER STATISTICS "users_later_words_stats" SET STATISTICS 1000;
