CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_search_words" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"search_text" text NOT NULL,
	"service_number" text NOT NULL
);
--> statement-breakpoint
-- Every consumer's words, filled before the indexes are built (a million people have about five million).
INSERT INTO "search_words" ("word")
  SELECT DISTINCT x."word" FROM "users" u CROSS JOIN LATERAL unnest(string_to_array(u."search_text", ' ')) AS x("word")
  WHERE u."is_consumer" AND x."word" <> '';--> statement-breakpoint
INSERT INTO "user_search_words" ("user_id", "word", "search_text", "service_number")
  SELECT DISTINCT u."id", x."word", u."search_text", u."service_number"
  FROM "users" u CROSS JOIN LATERAL unnest(string_to_array(u."search_text", ' ')) AS x("word")
  WHERE u."is_consumer" AND x."word" <> '';--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_user_id_word_pk" PRIMARY KEY("user_id","word");--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_words_order_idx" ON "user_search_words" USING btree ("word","search_text","service_number","user_id");--> statement-breakpoint
-- The words follow users whoever writes it (the users service, user_groups' triggers through is_consumer, imports):
-- once per statement, set by set from the statement's rows (a million people made consumers at once included).
-- The people whose search text, service number or consumer flag changed lose their words, and every consumer of the
-- statement without words gets them.
CREATE FUNCTION "users_keep_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "user_search_words" w USING "old_users" o JOIN "new_users" n ON n."id" = o."id"
    WHERE w."user_id" = n."id"
      AND (o."search_text", o."service_number", o."is_consumer") IS DISTINCT FROM
          (n."search_text", n."service_number", n."is_consumer");
  END IF;
  WITH "words" AS (
    SELECT DISTINCT n."id", x."word", n."search_text", n."service_number"
    FROM "new_users" n CROSS JOIN LATERAL unnest(string_to_array(n."search_text", ' ')) AS x("word")
    WHERE n."is_consumer" AND x."word" <> ''
      AND NOT EXISTS (SELECT 1 FROM "user_search_words" p WHERE p."user_id" = n."id")
  ), "dictionary" AS (
    -- A word already there is locked till the end of the transaction: a transaction removing it waits and sees it used.
    INSERT INTO "search_words" ("word") SELECT DISTINCT "word" FROM "words" ORDER BY "word"
    ON CONFLICT ("word") DO UPDATE SET "word" = excluded."word" WHERE false
  )
  INSERT INTO "user_search_words" ("user_id", "word", "search_text", "service_number") SELECT * FROM "words";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_words_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_search_words"();--> statement-breakpoint
CREATE TRIGGER "users_search_words_changed" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_search_words"();--> statement-breakpoint
-- A word nobody has any more leaves search_words (a changed name or e-mail address, an erased or deleted account).
-- Locked first, then looked for with a new snapshot: a word that another transaction is giving someone stays.
CREATE FUNCTION "search_words_forget_unused"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "removed" text[] := ARRAY(SELECT DISTINCT "word" FROM "old_words" ORDER BY "word");
BEGIN
  PERFORM 1 FROM "search_words" WHERE "word" IN (SELECT unnest("removed")) ORDER BY "word" FOR UPDATE;
  DELETE FROM "search_words" s WHERE s."word" IN (SELECT unnest("removed"))
    AND NOT EXISTS (SELECT 1 FROM "user_search_words" p WHERE p."word" = s."word");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_search_words_removed" AFTER DELETE ON "user_search_words" REFERENCING OLD TABLE AS "old_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_forget_unused"();
