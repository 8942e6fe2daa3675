CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
DROP INDEX "job_assessments_submitted_at_idx";--> statement-breakpoint
DROP INDEX "job_assessments_email_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "job_assessments_submitted_at_id_idx" ON "job_assessments" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "job_assessments_full_name_id_idx" ON "job_assessments" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "job_assessments_email_id_idx" ON "job_assessments" USING btree ("email","id");