CREATE TABLE "personal_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"stored_name" text,
	"size_bytes" integer,
	CONSTRAINT "personal_data_exports_status_check" CHECK ("personal_data_exports"."status" in ('PREPARING', 'READY', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_user_idx" ON "personal_data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_exports_one_preparing_idx" ON "personal_data_exports" USING btree ("user_id") WHERE "personal_data_exports"."status" = 'PREPARING';