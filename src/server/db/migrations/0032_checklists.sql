CREATE TABLE "checklist_templates" (
	"service" text PRIMARY KEY NOT NULL,
	"rooms" jsonb NOT NULL,
	"updated_by_user_id" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "checklist_templates_service_check" CHECK ("checklist_templates"."service" in ('commercial-cleaning', 'deep-cleaning', 'medical-cleaning', 'specialized-cleaning', 'supplies-management', 'emergency-cleaning', 'other'))
);
--> statement-breakpoint
CREATE TABLE "visit_checklist_ticks" (
	"visit_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"done" boolean NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_at" timestamp with time zone,
	CONSTRAINT "visit_checklist_ticks_visit_id_item_id_pk" PRIMARY KEY("visit_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "visit_checklists" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"rooms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_ticks" ADD CONSTRAINT "visit_checklist_ticks_visit_id_visit_checklists_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit_checklists"("visit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_ticks" ADD CONSTRAINT "visit_checklist_ticks_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklists" ADD CONSTRAINT "visit_checklists_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_checklist_ticks_user_idx" ON "visit_checklist_ticks" USING btree ("by_user_id");