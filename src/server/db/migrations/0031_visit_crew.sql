CREATE TABLE "service_schedule_crew" (
	"schedule_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "service_schedule_crew_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_visit_crew" (
	"visit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "service_visit_crew_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_time_off_order_check" CHECK ("staff_time_off"."end_date" >= "staff_time_off"."start_date")
);
--> statement-breakpoint
CREATE TABLE "staff_working_hours" (
	"user_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "staff_working_hours_user_id_weekday_pk" PRIMARY KEY("user_id","weekday"),
	CONSTRAINT "staff_working_hours_weekday_check" CHECK ("staff_working_hours"."weekday" between 1 and 7),
	CONSTRAINT "staff_working_hours_order_check" CHECK ("staff_working_hours"."end_time" > "staff_working_hours"."start_time")
);
--> statement-breakpoint
ALTER TABLE "service_visits" RENAME COLUMN "staff" TO "legacy_staff";--> statement-breakpoint
ALTER TABLE "service_schedules" RENAME COLUMN "staff" TO "legacy_staff";--> statement-breakpoint
ALTER TABLE "service_schedule_crew" ADD CONSTRAINT "service_schedule_crew_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedule_crew" ADD CONSTRAINT "service_schedule_crew_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visit_crew" ADD CONSTRAINT "service_visit_crew_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visit_crew" ADD CONSTRAINT "service_visit_crew_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_admin_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_user_id_admin_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_working_hours" ADD CONSTRAINT "staff_working_hours_user_id_admin_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_schedule_crew_user_idx" ON "service_schedule_crew" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_visit_crew_user_idx" ON "service_visit_crew" USING btree ("user_id","visit_id");--> statement-breakpoint
CREATE INDEX "staff_time_off_user_idx" ON "staff_time_off" USING btree ("user_id","start_date");--> statement-breakpoint
-- Names on visits and schedules become their staff accounts, matched case-insensitively (user names are unique that way); names matching no account stay as written (decision 064).
INSERT INTO "service_visit_crew" ("visit_id", "user_id")
SELECT DISTINCT v."id", a."user_id" FROM "service_visits" v CROSS JOIN LATERAL unnest(v."legacy_staff") AS s(name) JOIN "admin_users" a ON lower(a."username") = lower(s.name)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_schedule_crew" ("schedule_id", "user_id")
SELECT DISTINCT sc."id", a."user_id" FROM "service_schedules" sc CROSS JOIN LATERAL unnest(sc."legacy_staff") AS s(name) JOIN "admin_users" a ON lower(a."username") = lower(s.name)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "service_visits" v SET "legacy_staff" = array(
  SELECT s.name FROM unnest(v."legacy_staff") WITH ORDINALITY AS s(name, i)
  WHERE NOT EXISTS (SELECT 1 FROM "admin_users" a WHERE lower(a."username") = lower(s.name)) ORDER BY s.i)
WHERE cardinality(v."legacy_staff") > 0;--> statement-breakpoint
UPDATE "service_schedules" sc SET "legacy_staff" = array(
  SELECT s.name FROM unnest(sc."legacy_staff") WITH ORDINALITY AS s(name, i)
  WHERE NOT EXISTS (SELECT 1 FROM "admin_users" a WHERE lower(a."username") = lower(s.name)) ORDER BY s.i)
WHERE cardinality(sc."legacy_staff") > 0;
