DROP INDEX "invoices_quote_work_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_visit_id_idx" ON "invoices" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_visit_key" ON "invoices" USING btree ("visit_id") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_work_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."kind" = 'standard' and "invoices"."status" <> 'void' and "invoices"."visit_id" is null;