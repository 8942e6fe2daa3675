CREATE TABLE "service_visit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_visit_events_kind_check" CHECK ("service_visit_events"."kind" in ('created', 'updated', 'cancelled', 'completed', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "service_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"quote_id" uuid,
	"schedule_id" uuid,
	"visit_date" date NOT NULL,
	"window_start" time NOT NULL,
	"window_end" time NOT NULL,
	"service" text NOT NULL,
	"staff" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"crew_notes" text,
	"completion_note" text,
	"reason" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("service_visits"."service")) STORED NOT NULL,
	CONSTRAINT "service_visits_status_check" CHECK ("service_visits"."status" in ('scheduled', 'completed', 'cancelled', 'missed')),
	CONSTRAINT "service_visits_window_check" CHECK ("service_visits"."window_end" > "service_visits"."window_start")
);
--> statement-breakpoint
ALTER TABLE "service_visit_events" ADD CONSTRAINT "service_visit_events_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visit_events" ADD CONSTRAINT "service_visit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_visit_events_visit_at_idx" ON "service_visit_events" USING btree ("visit_id","at");--> statement-breakpoint
CREATE INDEX "service_visits_date_window_idx" ON "service_visits" USING btree ("visit_date","window_start","id");--> statement-breakpoint
CREATE INDEX "service_visits_status_date_idx" ON "service_visits" USING btree ("status","visit_date","window_start","id");--> statement-breakpoint
CREATE INDEX "service_visits_client_idx" ON "service_visits" USING btree ("client_id","visit_date");--> statement-breakpoint
CREATE INDEX "service_visits_address_id_idx" ON "service_visits" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "service_visits_quote_id_idx" ON "service_visits" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "service_visits_search_idx" ON "service_visits" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);