CREATE TABLE "crew_access_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"user_id" text,
	"viewer_name" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_visit_events" DROP CONSTRAINT "service_visit_events_kind_check";--> statement-breakpoint
ALTER TABLE "client_addresses" ADD COLUMN "access_notes" text;--> statement-breakpoint
ALTER TABLE "crew_access_views" ADD CONSTRAINT "crew_access_views_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_access_views" ADD CONSTRAINT "crew_access_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_access_views_visit_idx" ON "crew_access_views" USING btree ("visit_id","viewed_at");--> statement-breakpoint
CREATE INDEX "crew_access_views_user_idx" ON "crew_access_views" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_visit_events_crew_key" ON "service_visit_events" USING btree ("visit_id","kind","actor_user_id") WHERE "service_visit_events"."kind" in ('checked_in', 'checked_out');--> statement-breakpoint
ALTER TABLE "service_visit_events" ADD CONSTRAINT "service_visit_events_kind_check" CHECK ("service_visit_events"."kind" in ('created', 'updated', 'cancelled', 'completed', 'missed', 'checked_in', 'checked_out'));
