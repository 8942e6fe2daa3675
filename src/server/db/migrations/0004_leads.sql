CREATE TABLE "client_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "client_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"address" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "lead_sources_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lead_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "lead_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "leads_lead_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"address" text,
	"service_type" text DEFAULT 'Cleaning Service' NOT NULL,
	"client_category" text DEFAULT 'Individual' NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"lead_status" text DEFAULT 'New' NOT NULL,
	"assigned_staff" text,
	"details" text,
	"property_type" text,
	"property_size" text,
	"frequency" text,
	"add_on_options" text,
	"pets" boolean,
	"pet_type" text,
	"preferred_ingredients" text,
	"special_requirements" text,
	"comments" text,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("leads"."full_name" || ' ' || coalesce("leads"."email", '') || ' ' || "leads"."phone_number" || ' ' || regexp_replace("leads"."phone_number", '[^0-9]', '', 'g'))) STORED NOT NULL,
	CONSTRAINT "leads_lead_number_unique" UNIQUE("lead_number")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "service_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_service_type_service_types_name_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_types"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_category_client_categories_name_fk" FOREIGN KEY ("client_category") REFERENCES "public"."client_categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_lead_sources_name_fk" FOREIGN KEY ("source") REFERENCES "public"."lead_sources"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_status_lead_statuses_name_fk" FOREIGN KEY ("lead_status") REFERENCES "public"."lead_statuses"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_id_idx" ON "leads" USING btree ("lead_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_client_id_idx" ON "leads" USING btree ("client_id");--> statement-breakpoint
-- The lookup tables' first rows (spec 001 §3, §4): the lead defaults, the capture form's two
-- service choices, and the five statuses with colours. Staff may add rows later.
INSERT INTO "service_types" ("name") VALUES
  ('Cleaning Service'), ('Commercial Cleaning'), ('Deep Cleaning'), ('Eco-Friendly Cleaning'), ('Healthcare Cleaning'),
  ('Move-In / Move-Out Cleaning'), ('Post-Construction Cleaning'), ('Short-Term Rental Cleaning');
--> statement-breakpoint
INSERT INTO "client_categories" ("name") VALUES ('Business'), ('Healthcare Facility'), ('Individual'), ('Property Manager');
--> statement-breakpoint
INSERT INTO "lead_sources" ("name") VALUES ('Email'), ('Phone Call'), ('Referral'), ('Social Media'), ('Walk-In'), ('Website');
--> statement-breakpoint
INSERT INTO "lead_statuses" ("name") VALUES ('New'), ('Contacted'), ('In Progress'), ('Converted'), ('Lost');
