DROP INDEX "users_search_order_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_consumer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_consumer" = true WHERE "id" IN (SELECT "user_id" FROM "user_groups" WHERE "group" = 'CONSUMER');--> statement-breakpoint
-- users.is_consumer follows user_groups whoever writes it (sign-up, the erasure, staff tools): once per
-- statement, for the people whose groups it changed.
CREATE FUNCTION "users_follow_consumer_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "users" SET "is_consumer" = EXISTS (
      SELECT 1 FROM "user_groups" g WHERE g."user_id" = "users"."id" AND g."group" = 'CONSUMER')
    WHERE "id" IN (SELECT "user_id" FROM "new_groups");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "users" SET "is_consumer" = EXISTS (
      SELECT 1 FROM "user_groups" g WHERE g."user_id" = "users"."id" AND g."group" = 'CONSUMER')
    WHERE "id" IN (SELECT "user_id" FROM "old_groups");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_groups_added" AFTER INSERT ON "user_groups" REFERENCING NEW TABLE AS "new_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_follow_consumer_group"();--> statement-breakpoint
CREATE TRIGGER "user_groups_removed" AFTER DELETE ON "user_groups" REFERENCING OLD TABLE AS "old_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_follow_consumer_group"();--> statement-breakpoint
CREATE TRIGGER "user_groups_changed" AFTER UPDATE ON "user_groups"
  REFERENCING OLD TABLE AS "old_groups" NEW TABLE AS "new_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_follow_consumer_group"();--> statement-breakpoint
CREATE INDEX "users_consumers_order_idx" ON "users" USING btree ("search_text","service_number","id") WHERE "users"."is_consumer";
