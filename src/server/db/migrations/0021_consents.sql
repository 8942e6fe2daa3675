CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('news')),
	CONSTRAINT "consents_action_check" CHECK ("consents"."action" in ('given', 'withdrawn')),
	CONSTRAINT "consents_source_check" CHECK ("consents"."source" in ('consultation_form', 'assessment_form', 'portal', 'unsubscribe_link', 'staff')),
	CONSTRAINT "consents_language_check" CHECK ("consents"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_email_created_at_idx" ON "consents" USING btree ("email","created_at");