-- Trigram index for the admin search (PGlite loads the extension; PostgreSQL has it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "assessment_facets" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "assessment_facets_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
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
ALTER TABLE "job_assessments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("job_assessments"."full_name" || ' ' || "job_assessments"."email" || ' ' || "job_assessments"."phone_number" || ' ' || regexp_replace("job_assessments"."phone_number", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "job_assessments_submitted_at_id_idx" ON "job_assessments" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "job_assessments_full_name_id_idx" ON "job_assessments" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "job_assessments_email_id_idx" ON "job_assessments" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "job_assessments_search_idx" ON "job_assessments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_assessments_pets_idx" ON "job_assessments" USING btree ("submitted_at") WHERE pets;
--> statement-breakpoint
-- assessment_facets follows job_assessments: one statement-level trigger per event, rows added
-- and removed in (facet, value) order so concurrent writers lock them in the same order.
CREATE FUNCTION "job_assessments_facets_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "assessment_facets" ("facet", "value", "n")
    SELECT "facet", "value", -count(*) FROM (
      SELECT 'property_type' AS "facet", unnest("property_type") AS "value" FROM "old_rows"
      UNION ALL SELECT 'service_type', unnest("service_type") FROM "old_rows"
    ) s GROUP BY "facet", "value" ORDER BY "facet", "value"
    ON CONFLICT ("facet", "value") DO UPDATE SET "n" = "assessment_facets"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "assessment_facets" ("facet", "value", "n")
    SELECT "facet", "value", count(*) FROM (
      SELECT 'property_type' AS "facet", unnest("property_type") AS "value" FROM "new_rows"
      UNION ALL SELECT 'service_type', unnest("service_type") FROM "new_rows"
    ) s GROUP BY "facet", "value" ORDER BY "facet", "value"
    ON CONFLICT ("facet", "value") DO UPDATE SET "n" = "assessment_facets"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_assessments_facets_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "assessment_facets";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_assessments_facets_insert" AFTER INSERT ON "job_assessments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "job_assessments_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "job_assessments_facets_update" AFTER UPDATE ON "job_assessments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "job_assessments_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "job_assessments_facets_delete" AFTER DELETE ON "job_assessments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "job_assessments_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "job_assessments_facets_truncate" AFTER TRUNCATE ON "job_assessments" FOR EACH STATEMENT EXECUTE FUNCTION "job_assessments_facets_clear"();
--> statement-breakpoint
INSERT INTO "assessment_facets" ("facet", "value", "n")
SELECT "facet", "value", count(*) FROM (
  SELECT 'property_type' AS "facet", unnest("property_type") AS "value" FROM "job_assessments"
  UNION ALL SELECT 'service_type', unnest("service_type") FROM "job_assessments"
) s GROUP BY "facet", "value";
