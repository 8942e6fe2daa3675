CREATE TABLE "invoice_visits" (
	"invoice_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"one_time" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_visits_invoice_id_visit_id_pk" PRIMARY KEY("invoice_id","visit_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_visit_id_service_visits_id_fk";
--> statement-breakpoint
DROP INDEX "invoices_visit_id_idx";--> statement-breakpoint
DROP INDEX "invoices_visit_key";--> statement-breakpoint
DROP INDEX "invoices_quote_work_key";--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "billing" text DEFAULT 'per_visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_visits" ADD CONSTRAINT "invoice_visits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_visits_visit_idx" ON "invoice_visits" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_visits_live_visit_key" ON "invoice_visits" USING btree ("visit_id") WHERE "invoice_visits"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_visits_one_time_key" ON "invoice_visits" USING btree ("quote_id") WHERE "invoice_visits"."live" and "invoice_visits"."one_time";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_work_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."kind" = 'standard' and "invoices"."status" <> 'void';--> statement-breakpoint
-- The per-visit invoices made so far become invoices of kind "visits", their visit in invoice_visits
-- (decision 073); a void one's row is no longer live.
INSERT INTO "invoice_visits" ("invoice_id", "visit_id", "quote_id", "live")
  SELECT "id", "visit_id", "quote_id", "status" <> 'void' FROM "invoices" WHERE "visit_id" IS NOT NULL AND "quote_id" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "kind" = 'visits' WHERE "visit_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "visit_id";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('standard', 'deposit', 'visits'));--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_billing_check" CHECK ("service_schedules"."billing" in ('per_visit', 'monthly'));