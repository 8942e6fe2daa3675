CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"details" text,
	"recorded_by_user_id" text,
	"recorded_by_name" text,
	"outcome" text,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" text,
	"closed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'deletion')),
	CONSTRAINT "privacy_requests_channel_check" CHECK ("privacy_requests"."channel" in ('portal', 'phone', 'email', 'mail')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('open', 'done', 'refused')),
	CONSTRAINT "privacy_requests_closed_check" CHECK (("privacy_requests"."status" = 'open') = ("privacy_requests"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_to" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_on","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_client_idx" ON "privacy_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_open_key" ON "privacy_requests" USING btree ("client_id","kind") WHERE "privacy_requests"."status" = 'open';