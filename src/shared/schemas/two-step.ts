import { z } from "zod";
import type { Locale } from "../locale";
import type { StaffRole } from "./auth";

/**
 * Two-step sign-in for staff who see client data (decision 068): owners and office staff turn it
 * on with an authenticator app; at sign-in, after the password, a 6-digit code or a recovery code.
 */

/** The roles two-step sign-in is for; cleaners see only their own visits and are never asked for it. */
export const TWO_STEP_ROLES = ["owner", "office"] as const satisfies readonly StaffRole[];
export const twoStepApplies = (role: string): role is (typeof TWO_STEP_ROLES)[number] => (TWO_STEP_ROLES as readonly string[]).includes(role);

/** The field messages, in both languages (the screens and the server's 400s). */
export const TWO_STEP_FIELD_MESSAGES = {
  en: {
    code: "Enter the 6-digit code from your authenticator app",
    recoveryCode: "Enter one of your recovery codes, like abcde-12345",
    password: "Enter your password",
  },
  fr: {
    code: "Entrez le code à 6\u00a0chiffres de votre application d’authentification",
    recoveryCode: "Entrez l’un de vos codes de récupération, par exemple abcde-12345",
    password: "Entrez votre mot de passe",
  },
} as const satisfies Record<Locale, Record<string, string>>;

const en = TWO_STEP_FIELD_MESSAGES.en;

/** A 6-digit code as an app shows it ("123 456" is fine: spaces are dropped). */
export const totpCodeField = z
  .string(en.code)
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, en.code));

/** A recovery code as it was shown (five letters or digits, a dash, five more); spaces around are dropped. */
export const recoveryCodeField = z
  .string(en.recoveryCode)
  .trim()
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, en.recoveryCode));

/** The second step of signing in: the code, from the app or a recovery code. */
export const twoStepSignInSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("totp"), code: totpCodeField }),
  z.object({ kind: z.literal("recovery"), code: recoveryCodeField }),
]);
export type TwoStepSignInInput = z.input<typeof twoStepSignInSchema>;

/** Confirming the app during setup: its first code. */
export const twoStepConfirmSchema = z.object({ code: totpCodeField });
export type TwoStepConfirmInput = z.input<typeof twoStepConfirmSchema>;

/** Starting setup, turning it off, new recovery codes: the account's password. */
export const twoStepPasswordSchema = z.object({ password: z.string(en.password).min(1, en.password).max(256, en.password) });
export type TwoStepPasswordInput = z.input<typeof twoStepPasswordSchema>;

/** The owner's setting: owners and office staff must use two-step sign-in. */
export const twoStepRequirementSchema = z.object({ required: z.boolean("Say whether two-step sign-in is required (true or false)") });
export type TwoStepRequirementInput = z.input<typeof twoStepRequirementSchema>;

/** GET /api/two-step: the signed-in staff member's state. */
export type TwoStepStatus = {
  /** On for this account. */
  enabled: boolean;
  /** The owner requires it of owners and office staff. */
  required: boolean;
  /** Recovery codes not used yet (null when it is off). */
  recoveryCodesLeft: number | null;
};

/** POST /api/two-step/setup: what the app needs, and the recovery codes (shown once, after confirming). */
export type TwoStepSetup = { otpauthUrl: string; secret: string; recoveryCodes: string[] };

/** POST /api/two-step/recovery-codes: a new set; the old codes no longer work. */
export type RecoveryCodes = { recoveryCodes: string[] };

/** The sign-in's answer when the password was right and a second step is needed (no session yet). */
export type TwoStepChallenge = { twoStep: { language: Locale } };

/** The owner's requirement as the Staff page shows it. */
export type TwoStepRequirement = { required: boolean };

/** The secret of an otpauth:// address (base32), for typing into an app by hand. */
export function secretOf(otpauthUrl: string): string {
  return new URL(otpauthUrl).searchParams.get("secret") ?? "";
}

/** The secret in groups of four, easier to type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");
