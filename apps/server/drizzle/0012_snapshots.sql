CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer_type" text NOT NULL,
	"package_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "companies_customer_type_check" CHECK ("companies"."customer_type" in ('B2B', 'B2C'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_source_check" CHECK ("company_members"."source" in ('ORDER', 'PACKAGE', 'STAFF'))
);
--> statement-breakpoint
CREATE TABLE "snapshot_managers" (
	"snapshot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "snapshot_managers_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "snapshot_people" (
	"snapshot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"passport_id" uuid NOT NULL,
	"data_version" bigint NOT NULL,
	CONSTRAINT "snapshot_people_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_id" uuid NOT NULL,
	"description" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"customer_type" text NOT NULL,
	"expiry_date" date,
	"logo_uri_en" text,
	"logo_uri_nl" text,
	"min_summary_passports" integer DEFAULT 11 NOT NULL,
	"step_summary_passports" integer DEFAULT 1 NOT NULL,
	"table_version" text,
	"aggregate" jsonb,
	"not_computed_reason" jsonb,
	"computed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "snapshots_status_check" CHECK ("snapshots"."status" in ('CREATED', 'COMPUTED', 'PUBLISHED')),
	CONSTRAINT "snapshots_min_summary_check" CHECK ("snapshots"."min_summary_passports" >= 11),
	CONSTRAINT "snapshots_step_summary_check" CHECK ("snapshots"."step_summary_passports" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "passport_results" ADD COLUMN "result_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "passport_results" ADD COLUMN "result_colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "passport_results" ADD COLUMN "result_values" double precision[] DEFAULT '{}'::double precision[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_managers" ADD CONSTRAINT "snapshot_managers_snapshot_id_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_managers" ADD CONSTRAINT "snapshot_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_people" ADD CONSTRAINT "snapshot_people_snapshot_id_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_package_code_key" ON "companies" USING btree ("package_code");--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snapshot_managers_user_idx" ON "snapshot_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snapshots_company_idx" ON "snapshots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "snapshots_created_idx" ON "snapshots" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "passport_results" SET
  "result_ids" = coalesce((SELECT array_agg(e->>'id' ORDER BY o) FROM jsonb_array_elements("results") WITH ORDINALITY x(e, o)), '{}'),
  "result_colors" = coalesce((SELECT array_agg(e->>'color' ORDER BY o) FROM jsonb_array_elements("results") WITH ORDINALITY x(e, o)), '{}'),
  "result_values" = coalesce((SELECT array_agg((e->>'value')::double precision ORDER BY o) FROM jsonb_array_elements("results") WITH ORDINALITY x(e, o)), '{}');
