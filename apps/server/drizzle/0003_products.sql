CREATE TABLE "product_costs" (
	"product_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"price" integer NOT NULL,
	"vat_percentage" integer NOT NULL,
	"vat_included" boolean NOT NULL,
	CONSTRAINT "product_costs_product_id_country_code_pk" PRIMARY KEY("product_id","country_code"),
	CONSTRAINT "product_costs_country_check" CHECK ("product_costs"."country_code" in ('NL', 'US')),
	CONSTRAINT "product_costs_price_check" CHECK ("product_costs"."price" >= 0),
	CONSTRAINT "product_costs_vat_check" CHECK ("product_costs"."vat_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" uuid NOT NULL,
	"linked_product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_linked_product_id_pk" PRIMARY KEY("product_id","linked_product_id"),
	CONSTRAINT "product_links_not_self_check" CHECK ("product_links"."product_id" <> "product_links"."linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"version" text
);
--> statement-breakpoint
CREATE TABLE "product_unique_selling_propositions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"icon" text,
	"has_ribbon" boolean DEFAULT false NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_code" text NOT NULL,
	"package_type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"show_pre_check" boolean DEFAULT false NOT NULL,
	"disable_php_for_individuals" boolean DEFAULT false NOT NULL,
	"icon" text,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"linked_mission_name" text,
	"texts" jsonb NOT NULL,
	"requested_permission_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_package_code_unique" UNIQUE("package_code"),
	CONSTRAINT "products_package_type_check" CHECK ("products"."package_type" in ('NONE', 'CORE', 'UPGRADE', 'MISSION', 'REMEASUREMENT', 'ADDON')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('NONE', 'DEACTIVATED', 'DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_unique_selling_propositions" ADD CONSTRAINT "product_unique_selling_propositions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_parts_product_idx" ON "product_parts" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_usps_product_idx" ON "product_unique_selling_propositions" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");