CREATE TABLE "visit_crew_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"text" text,
	"visit_date" date NOT NULL,
	"author_user_id" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_crew_reports_kind_check" CHECK ("visit_crew_reports"."kind" in ('note', 'no_access')),
	CONSTRAINT "visit_crew_reports_reason_check" CHECK (("visit_crew_reports"."kind" = 'no_access') = ("visit_crew_reports"."reason" is not null)),
	CONSTRAINT "visit_crew_reports_note_text_check" CHECK ("visit_crew_reports"."kind" <> 'note' or "visit_crew_reports"."text" is not null)
);
--> statement-breakpoint
ALTER TABLE "visit_crew_reports" ADD CONSTRAINT "visit_crew_reports_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_crew_reports" ADD CONSTRAINT "visit_crew_reports_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_crew_reports_visit_idx" ON "visit_crew_reports" USING btree ("visit_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_crew_reports_no_access_idx" ON "visit_crew_reports" USING btree ("kind","visit_date");