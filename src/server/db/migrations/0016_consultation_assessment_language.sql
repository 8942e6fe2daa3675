-- The language of the page a consultation or an assessment was sent from ('en' for every earlier
-- one): the assessment's confirmation e-mail is written in it, and a client made from it starts in it.
ALTER TABLE "job_assessments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_assessments" ADD CONSTRAINT "job_assessments_language_check" CHECK ("job_assessments"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_language_check" CHECK ("consultations"."language" in ('en', 'fr'));