CREATE TABLE "autopay_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"text" text,
	"version" text,
	"language" text NOT NULL,
	"channel" text NOT NULL,
	"card" text,
	"user_id" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_agreements_channel_check" CHECK ("autopay_agreements"."channel" in ('portal', 'quote_acceptance', 'card_removed', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_cards" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_prompted_for" text
);
--> statement-breakpoint
CREATE TABLE "invoice_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"card" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" uuid,
	"locked_until" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "invoice_charges_status_check" CHECK ("invoice_charges"."status" in ('queued', 'sending', 'processing', 'succeeded', 'failed', 'canceled', 'unknown')),
	CONSTRAINT "invoice_charges_amount_check" CHECK ("invoice_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"credit_id" uuid,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" text,
	"failure_message" text,
	"created_by_user_id" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "invoice_refunds_amount_check" CHECK ("invoice_refunds"."amount_cents" > 0),
	CONSTRAINT "invoice_refunds_status_check" CHECK ("invoice_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_events" DROP CONSTRAINT "invoice_events_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "tip_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "autopay_agreements" ADD CONSTRAINT "autopay_agreements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_agreements" ADD CONSTRAINT "autopay_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cards" ADD CONSTRAINT "client_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_credit_id_invoice_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."invoice_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autopay_agreements_client_idx" ON "autopay_agreements" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "card_setups_client_idx" ON "card_setups" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charges_attempt_key" ON "invoice_charges" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charges_idempotency_key" ON "invoice_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charges_open_key" ON "invoice_charges" USING btree ("invoice_id") WHERE status in ('queued', 'sending', 'processing', 'succeeded', 'unknown');--> statement-breakpoint
CREATE INDEX "invoice_charges_due_idx" ON "invoice_charges" USING btree ("send_after") WHERE "invoice_charges"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "invoice_charges_intent_idx" ON "invoice_charges" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "invoice_refunds_invoice_idx" ON "invoice_refunds" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_refunds_payment_idx" ON "invoice_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_customers_customer_key" ON "stripe_customers" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_kind_check" CHECK ("invoice_events"."kind" in ('created', 'updated', 'issued', 'sent', 'viewed', 'payment_recorded', 'credited', 'paid', 'voided', 'etransfer_sent', 'checkout_started', 'reminder_sent', 'refund_needed', 'charge_sent', 'charge_failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_tip_check" CHECK ("invoice_payments"."tip_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_refunded_check" CHECK ("invoice_payments"."refunded_cents" >= 0 and "invoice_payments"."refunded_cents" <= "invoice_payments"."amount_cents");