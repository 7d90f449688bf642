CREATE TABLE "remeasurement_reminders" (
	"passport_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remeasurement_reminders" ADD CONSTRAINT "remeasurement_reminders_passport_id_health_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."health_passports"("id") ON DELETE cascade ON UPDATE no action;