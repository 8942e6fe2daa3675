CREATE TABLE "job_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"property_address" text,
	"postcode" text NOT NULL,
	"property_type" text[] NOT NULL,
	"property_size" text NOT NULL,
	"service_type" text[] NOT NULL,
	"add_on_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text NOT NULL,
	"custom_frequency" text,
	"pets" boolean DEFAULT false NOT NULL,
	"pet_type" text,
	"preferred_ingredients" text NOT NULL,
	"special_requirements" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE INDEX "job_assessments_submitted_at_idx" ON "job_assessments" USING btree ("submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_assessments_email_idx" ON "job_assessments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_assessments_property_type_idx" ON "job_assessments" USING gin ("property_type");--> statement-breakpoint
CREATE INDEX "job_assessments_service_type_idx" ON "job_assessments" USING gin ("service_type");--> statement-breakpoint
CREATE UNIQUE INDEX "job_assessments_idempotency_key_idx" ON "job_assessments" USING btree ("idempotency_key");