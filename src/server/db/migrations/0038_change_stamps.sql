CREATE TABLE "change_stamps" (
	"name" text PRIMARY KEY NOT NULL,
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- The admin week view's answer is kept per day (decision 071); a day is built from its visits, their
-- crews and check-ins, the clients' names and the staff's names. A change notes the days it touches
-- as it happens ("all" for a client or a staff member) and, at commit, those days get new stamps:
-- once per transaction, in name order, so writers never lock two stamps in opposite orders, and
-- only for the commit.
CREATE FUNCTION "week_view_note"("day" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "noted" text := coalesce(current_setting('app.week_view_days', true), '');
BEGIN
  IF "day" IS NOT NULL AND position(',' || "day" || ',' IN ',' || "noted" || ',') = 0 THEN
    PERFORM set_config('app.week_view_days', CASE WHEN "noted" = '' THEN "day" ELSE "noted" || ',' || "day" END, true);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "week_view_visit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "week_view_note"(OLD."visit_date"::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "week_view_note"(NEW."visit_date"::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A crew row or a check-in: the day of its visit (gone with it when the visit is deleted, whose own
-- trigger noted the day).
CREATE FUNCTION "week_view_visit_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "week_view_note"((SELECT "visit_date"::text FROM "service_visits" WHERE "id" = OLD."visit_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "week_view_note"((SELECT "visit_date"::text FROM "service_visits" WHERE "id" = NEW."visit_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "week_view_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "week_view_note"('all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "week_view_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.week_view_stamped', true), '') = 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('app.week_view_stamped', 'on', true);
  INSERT INTO "change_stamps" ("name")
  SELECT CASE WHEN "d" = 'all' THEN 'week_view' ELSE 'week_view:' || "d" END
  FROM unnest(string_to_array(coalesce(current_setting('app.week_view_days', true), ''), ',')) AS "d"
  WHERE "d" <> '' ORDER BY 1
  ON CONFLICT ("name") DO UPDATE SET "stamp" = excluded."stamp";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "week_view_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "change_stamps" ("name") VALUES ('week_view') ON CONFLICT ("name") DO UPDATE SET "stamp" = excluded."stamp";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_visits_week_view_note" AFTER INSERT OR UPDATE OR DELETE ON "service_visits" FOR EACH ROW EXECUTE FUNCTION "week_view_visit_changed"();
--> statement-breakpoint
CREATE TRIGGER "service_visit_crew_week_view_note" AFTER INSERT OR UPDATE OR DELETE ON "service_visit_crew" FOR EACH ROW EXECUTE FUNCTION "week_view_visit_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "service_visit_events_week_view_note" AFTER INSERT OR UPDATE OR DELETE ON "service_visit_events" FOR EACH ROW EXECUTE FUNCTION "week_view_visit_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_week_view_note" AFTER INSERT OR UPDATE OR DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION "week_view_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "admin_users_week_view_note" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" FOR EACH ROW EXECUTE FUNCTION "week_view_all_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_visits_week_view_stamp" AFTER INSERT OR UPDATE OR DELETE ON "service_visits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "week_view_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_visit_crew_week_view_stamp" AFTER INSERT OR UPDATE OR DELETE ON "service_visit_crew" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "week_view_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_visit_events_week_view_stamp" AFTER INSERT OR UPDATE OR DELETE ON "service_visit_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "week_view_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clients_week_view_stamp" AFTER INSERT OR UPDATE OR DELETE ON "clients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "week_view_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "admin_users_week_view_stamp" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "week_view_stamp"();
--> statement-breakpoint
CREATE TRIGGER "service_visits_week_view_truncate" AFTER TRUNCATE ON "service_visits" FOR EACH STATEMENT EXECUTE FUNCTION "week_view_truncated"();
--> statement-breakpoint
CREATE TRIGGER "service_visit_crew_week_view_truncate" AFTER TRUNCATE ON "service_visit_crew" FOR EACH STATEMENT EXECUTE FUNCTION "week_view_truncated"();
--> statement-breakpoint
CREATE TRIGGER "service_visit_events_week_view_truncate" AFTER TRUNCATE ON "service_visit_events" FOR EACH STATEMENT EXECUTE FUNCTION "week_view_truncated"();
--> statement-breakpoint
CREATE TRIGGER "clients_week_view_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "week_view_truncated"();
--> statement-breakpoint
CREATE TRIGGER "admin_users_week_view_truncate" AFTER TRUNCATE ON "admin_users" FOR EACH STATEMENT EXECUTE FUNCTION "week_view_truncated"();
--> statement-breakpoint
INSERT INTO "change_stamps" ("name") VALUES ('week_view');
