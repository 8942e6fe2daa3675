CREATE TABLE "company_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"mailing_address" text,
	"phone" text NOT NULL,
	"support_phone" text NOT NULL,
	"email" text NOT NULL,
	"inbox_email" text NOT NULL,
	"gst_hst_number" text,
	"qst_number" text,
	"etransfer_email" text,
	"service_area" text[] DEFAULT '{K}'::text[] NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "company_settings_one_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company" jsonb;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;