CREATE TABLE "retention_run_counts" (
	"run_id" uuid NOT NULL,
	"category" text NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retention_run_counts_run_id_category_pk" PRIMARY KEY("run_id","category"),
	CONSTRAINT "retention_run_counts_category_check" CHECK ("retention_run_counts"."category" in ('consultations', 'assessments', 'leads', 'mail_bodies', 'mail_recipients', 'incidents', 'audit_log'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"actor_user_id" text,
	"actor_email" text,
	"settings" jsonb NOT NULL,
	CONSTRAINT "retention_runs_trigger_check" CHECK ("retention_runs"."trigger" in ('daily', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enquiry_months" smallint NOT NULL,
	"mail_body_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "retention_settings_one_row" CHECK ("retention_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "confidentiality_incident_clients" (
	"incident_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "confidentiality_incident_clients_incident_id_client_id_pk" PRIMARY KEY("incident_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "confidentiality_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "confidentiality_incidents_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occurred_on" date NOT NULL,
	"discovered_on" date NOT NULL,
	"description" text NOT NULL,
	"information" text NOT NULL,
	"people_affected" integer,
	"sensitivity" text,
	"likely_misuse" text,
	"consequences" text,
	"serious_risk" boolean,
	"measures" text,
	"cai_notified_on" date,
	"opc_notified_on" date,
	"people_notified_on" date,
	"notification_notes" text,
	"closed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confidentiality_incidents_number_unique" UNIQUE("number"),
	CONSTRAINT "confidentiality_incidents_dates_check" CHECK ("confidentiality_incidents"."discovered_on" >= "confidentiality_incidents"."occurred_on"),
	CONSTRAINT "confidentiality_incidents_people_check" CHECK ("confidentiality_incidents"."people_affected" is null or "confidentiality_incidents"."people_affected" >= 1)
);
--> statement-breakpoint
ALTER TABLE "job_assessments" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_run_counts" ADD CONSTRAINT "retention_run_counts_run_id_retention_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."retention_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidentiality_incident_clients" ADD CONSTRAINT "confidentiality_incident_clients_incident_id_confidentiality_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."confidentiality_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidentiality_incident_clients" ADD CONSTRAINT "confidentiality_incident_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_runs_started_at_idx" ON "retention_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "confidentiality_incident_clients_client_idx" ON "confidentiality_incident_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "confidentiality_incidents_discovered_idx" ON "confidentiality_incidents" USING btree ("discovered_on" DESC NULLS LAST,"number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "confidentiality_incidents_closed_on_idx" ON "confidentiality_incidents" USING btree ("closed_on") WHERE "confidentiality_incidents"."closed_on" is not null;--> statement-breakpoint
CREATE INDEX "outbox_body_retention_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null and "outbox"."body_removed_at" is null;