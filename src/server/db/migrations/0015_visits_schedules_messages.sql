CREATE TABLE "service_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"quote_id" uuid,
	"service" text NOT NULL,
	"frequency" text NOT NULL,
	"interval_days" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"window_start" time NOT NULL,
	"window_end" time NOT NULL,
	"staff" text[] DEFAULT '{}'::text[] NOT NULL,
	"crew_notes" text,
	"ended_at" timestamp with time zone,
	"generated_through" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedules_frequency_check" CHECK ("service_schedules"."frequency" in ('weekly', 'bi-weekly', 'monthly', 'custom')),
	CONSTRAINT "service_schedules_interval_check" CHECK (("service_schedules"."frequency" = 'custom') = ("service_schedules"."interval_days" is not null) and ("service_schedules"."interval_days" is null or "service_schedules"."interval_days" between 1 and 365)),
	CONSTRAINT "service_schedules_window_check" CHECK ("service_schedules"."window_end" > "service_schedules"."window_start")
);
--> statement-breakpoint
CREATE TABLE "client_conversations" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_preview" text NOT NULL,
	"staff_unread" smallint DEFAULT 0 NOT NULL,
	"client_unread" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text,
	"author_name" text,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" text NOT NULL,
	"visit_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outbox_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_messages_author_check" CHECK ("client_messages"."author" in ('client', 'staff', 'system')),
	CONSTRAINT "client_messages_kind_check" CHECK ("client_messages"."kind" in ('message', 'reschedule_request', 'cancel_request', 'rating', 'follow_up'))
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"follow_up_opened_at" timestamp with time zone,
	"follow_up_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_ratings_score_check" CHECK ("visit_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "invoices_quote_work_key";--> statement-breakpoint
ALTER TABLE "job_assessments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "moved_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_conversations" ADD CONSTRAINT "client_conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_schedules_client_idx" ON "service_schedules" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "service_schedules_address_id_idx" ON "service_schedules" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "service_schedules_quote_id_idx" ON "service_schedules" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "service_schedules_due_idx" ON "service_schedules" USING btree ("generated_through") WHERE "service_schedules"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "client_conversations_last_idx" ON "client_conversations" USING btree ("last_message_at" DESC NULLS LAST,"client_id");--> statement-breakpoint
CREATE INDEX "client_messages_client_created_idx" ON "client_messages" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_messages_unread_idx" ON "client_messages" USING btree ("client_id","author") WHERE "client_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "client_messages_visit_id_idx" ON "client_messages" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "client_messages_outbox_id_idx" ON "client_messages" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "client_messages_author_user_id_idx" ON "client_messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "visit_ratings_client_idx" ON "visit_ratings" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "job_assessments" ADD CONSTRAINT "job_assessments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_assessments_client_id_idx" ON "job_assessments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "invoices_visit_id_idx" ON "invoices" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_visit_key" ON "invoices" USING btree ("visit_id") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "service_visits_occurrence_key" ON "service_visits" USING btree ("schedule_id","occurrence_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_work_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."kind" = 'standard' and "invoices"."status" <> 'void' and "invoices"."visit_id" is null;