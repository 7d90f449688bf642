CREATE TABLE "message_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
