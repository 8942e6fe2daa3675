CREATE TABLE "closed_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_days_day_key" UNIQUE("day")
);
--> statement-breakpoint
ALTER TABLE "client_messages" DROP CONSTRAINT "client_messages_kind_check";--> statement-breakpoint
ALTER TABLE "service_schedules" ADD COLUMN "closed_day_rule" text DEFAULT 'move' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closed_days" ADD CONSTRAINT "closed_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_closed_day_rule_check" CHECK ("service_schedules"."closed_day_rule" in ('move', 'skip'));--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_kind_check" CHECK ("client_messages"."kind" in ('message', 'reschedule_request', 'cancel_request', 'rating', 'follow_up', 'visit_notice'));