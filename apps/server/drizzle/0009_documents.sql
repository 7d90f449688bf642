CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "documents_type_check" CHECK ("documents"."type" in ('REPORT', 'LAB_RESULT', 'REFERRAL', 'SCAN_REPORT', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_person_created_idx" ON "documents" USING btree ("person_id","created_at" DESC NULLS LAST);