CREATE TABLE "health_data_reads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_data_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" uuid NOT NULL,
	"passport_id" uuid,
	"reader_id" uuid,
	"reader_roles" text[] NOT NULL,
	"what" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"passport_id" uuid NOT NULL,
	"sharer_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"recipient_first_name" text NOT NULL,
	"recipient_last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "passport_shares_status_check" CHECK ("passport_shares"."status" in ('PENDING', 'ACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_sharer_id_users_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_shares" ADD CONSTRAINT "passport_shares_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_data_reads_person_at_idx" ON "health_data_reads" USING btree ("person_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "passport_shares_live_idx" ON "passport_shares" USING btree ("passport_id","recipient_id") WHERE "passport_shares"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "passport_shares_recipient_idx" ON "passport_shares" USING btree ("recipient_id","sharer_id");