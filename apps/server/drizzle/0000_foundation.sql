CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" uuid NOT NULL,
	"group" text NOT NULL,
	CONSTRAINT "user_groups_user_id_group_pk" PRIMARY KEY("user_id","group")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_number" text NOT NULL,
	"email" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"middle_name" text,
	"family_name" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text,
	"phone_number" text,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"status" text[] DEFAULT '{}'::text[] NOT NULL,
	"package_code" text,
	"customer_class_type" text,
	"customer_class_company" text,
	"custom_company_name" text,
	"street_address" text,
	"locality" text,
	"postal_code" text,
	"country" text,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_service_number_unique" UNIQUE("service_number"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_family_name_idx" ON "users" USING btree ("family_name");