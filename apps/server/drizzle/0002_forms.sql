CREATE TABLE "health_passports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_code" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"remeasurement_type" text,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "health_passports_status_check" CHECK ("health_passports"."status" in ('CREATED', 'COMPUTED', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"passport_id" uuid NOT NULL,
	"form" text NOT NULL,
	"data_key" text NOT NULL,
	"data_value" text NOT NULL,
	"instrument" text,
	"instrument_version" text,
	"saved_by" uuid,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_items_form_check" CHECK ("data_items"."form" in ('questionnaire', 'rivm_consent', 'measurements'))
);
--> statement-breakpoint
CREATE TABLE "form_completions" (
	"passport_id" uuid NOT NULL,
	"form" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_by" uuid,
	CONSTRAINT "form_completions_passport_id_form_pk" PRIMARY KEY("passport_id","form"),
	CONSTRAINT "form_completions_form_check" CHECK ("form_completions"."form" in ('questionnaire', 'rivm_consent', 'measurements'))
);
--> statement-breakpoint
CREATE TABLE "measurement_uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"passport_id" uuid NOT NULL,
	"data_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_passports" ADD CONSTRAINT "health_passports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_items" ADD CONSTRAINT "data_items_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_items" ADD CONSTRAINT "data_items_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_completions" ADD CONSTRAINT "form_completions_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_completions" ADD CONSTRAINT "form_completions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_uploads" ADD CONSTRAINT "measurement_uploads_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_uploads" ADD CONSTRAINT "measurement_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_passports_user_created_idx" ON "health_passports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domain_events_type_occurred_at_idx" ON "domain_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "data_items_current_idx" ON "data_items" USING btree ("passport_id","form","data_key","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_items_history_idx" ON "data_items" USING btree ("passport_id","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "measurement_uploads_passport_idx" ON "measurement_uploads" USING btree ("passport_id","data_key");