CREATE TABLE "billing_reminders" (
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_reminders_kind_document_id_stage_pk" PRIMARY KEY("kind","document_id","stage"),
	CONSTRAINT "billing_reminders_kind_check" CHECK ("billing_reminders"."kind" in ('invoice_overdue', 'quote_expiry'))
);
--> statement-breakpoint
CREATE TABLE "invoice_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"deposit_invoice_id" uuid,
	"created_by_user_id" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_credits_amount_check" CHECK ("invoice_credits"."amount_cents" > 0),
	CONSTRAINT "invoice_credits_kind_check" CHECK ("invoice_credits"."kind" in ('credit_note', 'deposit'))
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_events_kind_check" CHECK ("invoice_events"."kind" in ('created', 'updated', 'issued', 'sent', 'viewed', 'payment_recorded', 'credited', 'paid', 'voided', 'etransfer_sent', 'checkout_started', 'reminder_sent')),
	CONSTRAINT "invoice_events_actor_type_check" CHECK ("invoice_events"."actor_type" in ('staff', 'client', 'system'))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"source" text NOT NULL,
	"recorded_by_user_id" text,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('etransfer', 'card', 'cash', 'cheque', 'other')),
	CONSTRAINT "invoice_payments_source_check" CHECK ("invoice_payments"."source" in ('staff', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "issue_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "due_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT 'net_15' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkouts_idempotency_key" ON "invoice_checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_checkouts_invoice_idx" ON "invoice_checkouts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_credits_invoice_idx" ON "invoice_credits" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_at_idx" ON "invoice_events" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_reference_key" ON "invoice_payments" USING btree ("invoice_id",lower("reference"));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_quote_id_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_deposit_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."kind" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_work_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."kind" = 'standard' and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_issued_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'issued';--> statement-breakpoint
-- Invoices from before line items: one line at their amount (no tax known), paid ones paid in full,
-- and every issued or paid one numbered by issue date within its year.
UPDATE "invoices" SET "title" = "service", "total_cents" = "amount_cents", "subtotal_cents" = "amount_cents",
	"lines" = jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'description', "service", 'quantity', 1, 'unitPriceCents', "amount_cents", 'lineTotalCents', "amount_cents")),
	"paid_cents" = CASE WHEN "status" = 'paid' THEN "amount_cents" ELSE 0 END;--> statement-breakpoint
UPDATE "invoices" i SET "number" = n."number" FROM (
	SELECT "id", 'F-' || y || '-' || lpad((row_number() OVER (PARTITION BY y ORDER BY "issue_date", "created_at", "id"))::text, 4, '0') AS "number"
	FROM (SELECT "id", "issue_date", "created_at", extract(year FROM "issue_date")::int AS y FROM "invoices" WHERE "status" IN ('issued', 'paid')) d
) n WHERE i."id" = n."id";--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last")
	SELECT 'F', extract(year FROM "issue_date")::int, count(*) FROM "invoices" WHERE "number" IS NOT NULL GROUP BY 2;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("invoices"."number", '') || ' ' || "invoices"."title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "service";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "amount_cents";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('standard', 'deposit'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_check" CHECK ("invoices"."terms" in ('on_receipt', 'net_15', 'net_30'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_check" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0 and "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."total_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_check" CHECK ("invoices"."status" = 'draft' or "invoices"."status" = 'void' or ("invoices"."number" is not null and "invoices"."issue_date" is not null and "invoices"."due_date" is not null));