CREATE TABLE "timesheet_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "timesheet_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"visit_id" uuid,
	"cleaner_user_id" text,
	"cleaner_name" text NOT NULL,
	"work_date" date NOT NULL,
	"service" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"kind" text NOT NULL,
	"reason" text,
	"by_user_id" text,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_changes_kind_check" CHECK ("timesheet_changes"."kind" in ('correction', 'added', 'kept')),
	CONSTRAINT "timesheet_changes_end_check" CHECK ("timesheet_changes"."end_at" is null or ("timesheet_changes"."end_at" > "timesheet_changes"."start_at" and "timesheet_changes"."end_at" - "timesheet_changes"."start_at" <= interval '16 hours')),
	CONSTRAINT "timesheet_changes_reason_check" CHECK ("timesheet_changes"."kind" = 'kept' or "timesheet_changes"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "timesheet_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_settings_one_row" CHECK ("timesheet_settings"."id" = 1),
	CONSTRAINT "timesheet_settings_kind_check" CHECK ("timesheet_settings"."kind" in ('weekly', 'biweekly'))
);
--> statement-breakpoint
ALTER TABLE "timesheet_changes" ADD CONSTRAINT "timesheet_changes_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_changes" ADD CONSTRAINT "timesheet_changes_cleaner_user_id_users_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_changes" ADD CONSTRAINT "timesheet_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_settings" ADD CONSTRAINT "timesheet_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_changes_date_idx" ON "timesheet_changes" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "timesheet_changes_entry_idx" ON "timesheet_changes" USING btree ("entry_id","seq");--> statement-breakpoint
CREATE INDEX "timesheet_changes_visit_idx" ON "timesheet_changes" USING btree ("visit_id");