-- assessment_facets in shards: each database connection adds its counts to its own row of a
-- (facet, value) pair (shard = backend pid mod 16), so concurrent assessment inserts no longer
-- queue on one counter row per value until each commits. A value's count is the sum of its shards.
ALTER TABLE "assessment_facets" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "assessment_facets" DROP CONSTRAINT "assessment_facets_facet_value_pk";
--> statement-breakpoint
ALTER TABLE "assessment_facets" ADD CONSTRAINT "assessment_facets_facet_value_shard_pk" PRIMARY KEY("facet","value","shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_assessments_facets_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "my_shard" smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "assessment_facets" ("facet", "value", "shard", "n")
    SELECT "facet", "value", "my_shard", -count(*) FROM (
      SELECT 'property_type' AS "facet", unnest("property_type") AS "value" FROM "old_rows"
      UNION ALL SELECT 'service_type', unnest("service_type") FROM "old_rows"
    ) s GROUP BY "facet", "value" ORDER BY "facet", "value"
    ON CONFLICT ("facet", "value", "shard") DO UPDATE SET "n" = "assessment_facets"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "assessment_facets" ("facet", "value", "shard", "n")
    SELECT "facet", "value", "my_shard", count(*) FROM (
      SELECT 'property_type' AS "facet", unnest("property_type") AS "value" FROM "new_rows"
      UNION ALL SELECT 'service_type', unnest("service_type") FROM "new_rows"
    ) s GROUP BY "facet", "value" ORDER BY "facet", "value"
    ON CONFLICT ("facet", "value", "shard") DO UPDATE SET "n" = "assessment_facets"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
