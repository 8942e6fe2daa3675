ALTER TABLE "company_settings" ADD COLUMN "privacy_officer_title" text DEFAULT 'Privacy Officer' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "privacy_officer_title_fr" text DEFAULT 'Responsable de la protection des renseignements personnels' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "privacy_officer_email" text;