CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"terms_version" text NOT NULL,
	"terms_text" text NOT NULL,
	"signed_name" text NOT NULL,
	"channel" text NOT NULL,
	"staff_user_id" text,
	"staff_name" text,
	"note" text,
	"optional_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"ip" text,
	"user_agent" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_acceptances_channel_check" CHECK ("quote_acceptances"."channel" in ('portal', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_events_kind_check" CHECK ("quote_events"."kind" in ('created', 'updated', 'revised', 'sent', 'resent', 'viewed', 'accepted', 'declined', 'changes_requested', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_quote_id_version_pk" PRIMARY KEY("quote_id","version")
);
--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "service" TO "title";--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "amount_cents" TO "total_cents";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Quotes from before line items: one line at their amount, numbered by creation within their year.
UPDATE "quotes" SET
	"lines" = jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'description', "title", 'quantity', 1, 'unitPriceCents', "total_cents", 'lineTotalCents', "total_cents", 'optional', false)),
	"subtotal_cents" = "total_cents",
	"sent_at" = CASE WHEN "status" <> 'draft' THEN "created_at" END;--> statement-breakpoint
UPDATE "quotes" q SET "number" = n."number" FROM (
	SELECT "id", 'Q-' || y || '-' || lpad((row_number() OVER (PARTITION BY y ORDER BY "created_at", "id"))::text, 4, '0') AS "number"
	FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int AS y FROM "quotes") s
) n WHERE q."id" = n."id";--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last")
	SELECT 'Q', extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int, count(*) FROM "quotes" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("quotes"."number" || ' ' || "quotes"."title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_at_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assessment_id_job_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."job_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_assessment_id_idx" ON "quotes" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_id_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_sent_at_idx" ON "quotes" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_kind_check" CHECK ("quotes"."deposit_kind" in ('none', 'percent', 'amount'));