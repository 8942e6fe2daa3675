CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_role_check" CHECK ("staff_invitations"."role" in ('owner', 'office', 'cleaner')),
	CONSTRAINT "staff_invitations_language_check" CHECK ("staff_invitations"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "retention_run_counts" DROP CONSTRAINT "retention_run_counts_category_check";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
UPDATE "admin_users" SET "role" = 'owner' WHERE "user_id" = (SELECT "user_id" FROM "admin_users" ORDER BY "created_at", "user_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_email_key" ON "staff_invitations" USING btree (lower("email")) WHERE "staff_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "staff_invitations_ended_idx" ON "staff_invitations" USING btree (coalesce("revoked_at", "expires_at"));--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" in ('owner', 'office', 'cleaner'));--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_language_check" CHECK ("admin_users"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "retention_run_counts" ADD CONSTRAINT "retention_run_counts_category_check" CHECK ("retention_run_counts"."category" in ('consultations', 'assessments', 'leads', 'mail_bodies', 'mail_recipients', 'incidents', 'audit_log', 'staff_invitations'));