CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"erased_at" timestamp with time zone,
	CONSTRAINT "account_erasures_status_check" CHECK ("account_erasures"."status" in ('PENDING', 'CANCELLED', 'ERASED')),
	CONSTRAINT "account_erasures_cancelled_by_check" CHECK ("account_erasures"."cancelled_by" is null or "account_erasures"."cancelled_by" in ('PERSON', 'SIGN_IN'))
);
--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_user_idx" ON "account_erasures" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_erasures_one_pending_idx" ON "account_erasures" USING btree ("user_id") WHERE "account_erasures"."status" = 'PENDING';