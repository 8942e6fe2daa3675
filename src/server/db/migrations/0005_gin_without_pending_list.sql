-- GIN indexes without the pending list: new rows go straight into the index, so searches and
-- type filters use it at once instead of falling back to a table scan until the next vacuum.
DROP INDEX "job_assessments_search_idx";--> statement-breakpoint
DROP INDEX "job_assessments_property_type_idx";--> statement-breakpoint
DROP INDEX "job_assessments_service_type_idx";--> statement-breakpoint
DROP INDEX "leads_search_idx";--> statement-breakpoint
CREATE INDEX "job_assessments_search_idx" ON "job_assessments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_assessments_property_type_idx" ON "job_assessments" USING gin ("property_type") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_assessments_service_type_idx" ON "job_assessments" USING gin ("service_type") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);