-- One customer record (decision 021): clients get a language, notes, the assessment they were
-- made from, a search column and service addresses; quotes and invoices belong to a client
-- instead of a sign-in account, with stable status values. Existing rows are carried over.
CREATE TABLE "client_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"street" text NOT NULL,
	"city" text,
	"province" text,
	"postal_code" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_addresses_province_check" CHECK ("client_addresses"."province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'))
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_id_position_idx" ON "client_addresses" USING btree ("client_id","position");--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("clients"."full_name" || ' ' || coalesce("clients"."email", '') || ' ' || "clients"."phone_number" || ' ' || regexp_replace("clients"."phone_number", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
UPDATE "clients" SET "updated_at" = "created_at";
--> statement-breakpoint
-- A client's free-text address becomes its first address row (street only: the parts are unknown).
INSERT INTO "client_addresses" ("client_id", "street", "position", "created_at")
SELECT "id", btrim("address"), 0, "created_at" FROM "clients" WHERE btrim(coalesce("address", '')) <> '';
--> statement-breakpoint
-- Convert made one client per lead, so one e-mail may have several: they become the oldest of
-- them, with their leads and addresses.
WITH "merge" AS (
  SELECT "id", first_value("id") OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
)
UPDATE "leads" SET "client_id" = "merge"."keep" FROM "merge" WHERE "leads"."client_id" = "merge"."id" AND "merge"."id" <> "merge"."keep";
--> statement-breakpoint
WITH "merge" AS (
  SELECT "id", first_value("id") OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
)
UPDATE "client_addresses" SET "client_id" = "merge"."keep" FROM "merge" WHERE "client_addresses"."client_id" = "merge"."id" AND "merge"."id" <> "merge"."keep";
--> statement-breakpoint
WITH "merge" AS (
  SELECT "id", first_value("id") OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "keep"
  FROM "clients" WHERE "email" IS NOT NULL
)
DELETE FROM "clients" USING "merge" WHERE "clients"."id" = "merge"."id" AND "merge"."id" <> "merge"."keep";
--> statement-breakpoint
-- The same street twice in one merged client is kept once; positions follow the age of the rows.
DELETE FROM "client_addresses" "a" USING "client_addresses" "b"
WHERE "a"."client_id" = "b"."client_id" AND lower("a"."street") = lower("b"."street") AND ("a"."created_at", "a"."id") > ("b"."created_at", "b"."id");
--> statement-breakpoint
UPDATE "client_addresses" SET "position" = "n"."position"
FROM (SELECT "id", row_number() OVER (PARTITION BY "client_id" ORDER BY "created_at", "id") - 1 AS "position" FROM "client_addresses") "n"
WHERE "client_addresses"."id" = "n"."id" AND "client_addresses"."position" <> "n"."position";
--> statement-breakpoint
UPDATE "clients" SET "email" = lower("email") WHERE "email" <> lower("email");
--> statement-breakpoint
-- The sign-in accounts that own quotes or invoices get a client (the one with their e-mail, made
-- from their name and e-mail when there is none; the phone is left for staff to fill in).
INSERT INTO "clients" ("full_name", "email", "phone_number", "created_at", "updated_at")
SELECT coalesce(nullif(btrim("u"."name"), ''), lower("u"."email")), lower("u"."email"), '', "u"."created_at", "u"."created_at"
FROM "users" "u"
WHERE "u"."id" IN (SELECT "client_user_id" FROM "quotes" UNION SELECT "client_user_id" FROM "invoices")
  AND NOT EXISTS (SELECT 1 FROM "clients" "c" WHERE lower("c"."email") = lower("u"."email"));
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_client_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "invoices_client_idx";--> statement-breakpoint
DROP INDEX "quotes_client_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "address_id" uuid;--> statement-breakpoint
UPDATE "quotes" SET "client_id" = "c"."id"
FROM "users" "u" JOIN "clients" "c" ON lower("c"."email") = lower("u"."email")
WHERE "u"."id" = "quotes"."client_user_id";
--> statement-breakpoint
UPDATE "invoices" SET "client_id" = "c"."id"
FROM "users" "u" JOIN "clients" "c" ON lower("c"."email") = lower("u"."email")
WHERE "u"."id" = "invoices"."client_user_id";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
-- Stored words become stable values; expired, outstanding and overdue now follow from the dates.
UPDATE "quotes" SET "status" = CASE "status" WHEN 'Pending' THEN 'sent' WHEN 'Expired' THEN 'sent' WHEN 'Accepted' THEN 'accepted' ELSE "status" END;
--> statement-breakpoint
UPDATE "invoices" SET "status" = CASE "status" WHEN 'Paid' THEN 'paid' WHEN 'Outstanding' THEN 'issued' WHEN 'Overdue' THEN 'issued' ELSE "status" END;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "client_user_id";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "client_user_id";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_assessment_id_job_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."job_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_address_id_idx" ON "invoices" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "quotes_address_id_idx" ON "quotes" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_created_at_id_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_full_name_id_idx" ON "clients" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_assessment_id_idx" ON "clients" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("client_id","quote_date" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'paid', 'void'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'declined', 'void'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language_check" CHECK ("clients"."language" in ('en', 'fr'));
