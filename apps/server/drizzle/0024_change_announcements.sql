-- Each committed change of a table that instances keep reads of is announced on the channel "data_changes" as
-- "<table>.<column> <value>" for each column the trigger names (db/changeFeed.ts): the instances drop what they
-- kept under that value. Once per statement, from its rows; a statement that changes more than 100 values of a
-- column, or empties the table, announces "<table>.<column> *" instead. PostgreSQL sends them at commit and only
-- then, folding repeats within one transaction into one.
CREATE FUNCTION "announce_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "column" text;
  "keys" text[];
BEGIN
  FOREACH "column" IN ARRAY TG_ARGV LOOP
    "keys" := NULL;
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM "new_rows"', "column") INTO "keys";
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM "old_rows"', "column") INTO "keys";
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format(
        'SELECT array_agg(DISTINCT "key") FROM (SELECT %1$I::text AS "key" FROM "new_rows" UNION ALL SELECT %1$I::text FROM "old_rows") "changed"',
        "column") INTO "keys";
    END IF;
    IF TG_OP = 'TRUNCATE' OR cardinality("keys") > 100 THEN
      PERFORM pg_notify('data_changes', TG_TABLE_NAME || '.' || "column" || ' *');
    ELSIF "keys" IS NOT NULL THEN
      PERFORM pg_notify('data_changes', TG_TABLE_NAME || '.' || "column" || ' ' || "key")
      FROM unnest("keys") AS "key" WHERE "key" IS NOT NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Every table whose reads an instance keeps, with the columns its changes are announced by.
DO $$
DECLARE
  "announced" record;
  "args" text;
BEGIN
  FOR "announced" IN SELECT * FROM (VALUES
    ('users', ARRAY['id']),
    ('health_passports', ARRAY['user_id']),
    ('data_items', ARRAY['passport_id']),
    ('form_completions', ARRAY['passport_id']),
    ('onboarding_chapters', ARRAY['user_id']),
    ('permission_grants', ARRAY['health_passport_id']),
    ('bookings', ARRAY['user_id', 'health_passport_id']),
    ('entitlements', ARRAY['user_id'])
  ) AS "t"("table_name", "columns") LOOP
    "args" := array_to_string(ARRAY(SELECT quote_literal("c") FROM unnest("announced"."columns") AS "c"), ', ');
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_changes"(%s)',
      "announced"."table_name" || '_announce_added', "announced"."table_name", "args");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_changes"(%s)',
      "announced"."table_name" || '_announce_changed', "announced"."table_name", "args");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_changes"(%s)',
      "announced"."table_name" || '_announce_removed', "announced"."table_name", "args");
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "announce_changes"(%s)',
      "announced"."table_name" || '_announce_emptied', "announced"."table_name", "args");
  END LOOP;
END
$$;
