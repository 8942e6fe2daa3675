import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { Locale } from "../../shared/locale";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import {
  secretOf,
  TWO_STEP_FIELD_MESSAGES,
  twoStepApplies,
  twoStepConfirmSchema,
  twoStepPasswordSchema,
  twoStepRequirementSchema,
  twoStepSignInSchema,
  type RecoveryCodes,
  type TwoStepRequirement,
  type TwoStepSetup,
  type TwoStepStatus,
} from "../../shared/schemas/two-step";
import { AUTH_BASE_PATH } from "../auth/create-auth";
import type { AppDeps } from "../deps";
import { AppError, noSuchEndpoint, rateLimited } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { hitRateLimit } from "../services/common/hit-rate-limit";
import { recordTwoStepChange } from "../services/two-step/record-two-step-change";
import { TWO_STEP_MESSAGES } from "../services/two-step/two-step-messages";
import { isTwoStepRequired, setTwoStepRequired, twoStepOf } from "../services/two-step/two-step-settings";
import { sql } from "drizzle-orm";

/** Wrong second steps from one address before it waits (better-auth also ends a challenge after 5 and locks an account after 10 in a row). */
export const TWO_STEP_ATTEMPTS = { limit: 20, windowSeconds: 15 * 60 };

type Answer = { status: number; body: { code?: string; message?: string } & Record<string, unknown>; cookies: string[] };

/**
 * Two-step sign-in (decision 068), on better-auth's two-factor plugin: a staff member's own setup
 * (owners and office staff), the second step of signing in, and the owner's requirement. The
 * plugin's own routes are not reachable from outside (routes/auth.ts); these call them with the
 * caller's cookies, then record the change and send the e-mail.
 */
export function twoStepRoutes(deps: AppDeps) {
  /** better-auth's two-factor endpoint `path`, as the caller (their cookies and address). */
  const plugin = async (c: Context<ApiEnv>, path: string, body: unknown): Promise<Answer> => {
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-client-ip", clientIp(c, deps.config.trustProxy));
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    const url = new URL(`${AUTH_BASE_PATH}/two-factor/${path}`, c.req.url);
    const res = await deps.auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer["body"], cookies: res.headers.getSetCookie() };
  };
  const passCookies = (c: Context, answer: Answer) => answer.cookies.forEach((cookie) => c.header("set-cookie", cookie, { append: true }));

  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => {
        const viewer = staffViewer(c);
        const { enabled, required } = await twoStepOf(deps.db, viewer.userId);
        c.header("Cache-Control", "no-store");
        return c.json({ enabled, required, recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps, viewer.userId) : null } satisfies TwoStepStatus);
      })
      // Start: the secret (as an otpauth address and as text) and the recovery codes, not in force until confirmed.
      .post("/setup", async (c) => {
        const viewer = staffViewer(c);
        const m = TWO_STEP_MESSAGES[languageOf(c, viewer)];
        const { password } = await readBody(c, twoStepPasswordSchema, languageOf(c, viewer));
        if ((await twoStepOf(deps.db, viewer.userId)).enabled) throw new AppError("conflict", m.alreadyOn);
        const answer = await plugin(c, "enable", { password });
        refuseWrongPassword(answer, m.wrongPassword);
        const otpauthUrl = String(answer.body.totpURI);
        return c.json({ otpauthUrl, secret: secretOf(otpauthUrl), recoveryCodes: answer.body.backupCodes as string[] } satisfies TwoStepSetup);
      })
      // Confirm with the app's first code: on from now (the session is renewed by better-auth).
      .post("/confirm", async (c) => {
        const viewer = staffViewer(c);
        const m = TWO_STEP_MESSAGES[languageOf(c, viewer)];
        const { code } = await readBody(c, twoStepConfirmSchema, languageOf(c, viewer));
        if ((await twoStepOf(deps.db, viewer.userId)).enabled) throw new AppError("conflict", m.alreadyOn);
        await limit(deps, `two-step-confirm:${viewer.userId}`, m);
        const answer = await plugin(c, "verify-totp", { code });
        if (answer.body.code === "TOTP_NOT_ENABLED") throw new AppError("conflict", m.notStarted);
        if (answer.status === 401) throw AppError.validation({ code: m.wrongCode });
        okOrThrow(answer);
        passCookies(c, answer);
        await recordTwoStepChange(deps, viewer, "two-step.enable");
        return c.json({
          enabled: true,
          required: await isTwoStepRequired(deps.db),
          recoveryCodesLeft: await recoveryCodesLeft(deps, viewer.userId),
        } satisfies TwoStepStatus);
      })
      .post("/disable", async (c) => {
        const viewer = staffViewer(c);
        const m = TWO_STEP_MESSAGES[languageOf(c, viewer)];
        const { password } = await readBody(c, twoStepPasswordSchema, languageOf(c, viewer));
        if (!(await twoStepOf(deps.db, viewer.userId)).enabled) throw new AppError("conflict", m.off);
        const answer = await plugin(c, "disable", { password });
        refuseWrongPassword(answer, m.wrongPassword);
        passCookies(c, answer);
        await recordTwoStepChange(deps, viewer, "two-step.disable");
        return c.json({ enabled: false, required: await isTwoStepRequired(deps.db), recoveryCodesLeft: null } satisfies TwoStepStatus);
      })
      // A new set of recovery codes; the earlier ones stop working.
      .post("/recovery-codes", async (c) => {
        const viewer = staffViewer(c);
        const m = TWO_STEP_MESSAGES[languageOf(c, viewer)];
        const { password } = await readBody(c, twoStepPasswordSchema, languageOf(c, viewer));
        if (!(await twoStepOf(deps.db, viewer.userId)).enabled) throw new AppError("conflict", m.off);
        const answer = await plugin(c, "generate-backup-codes", { password });
        refuseWrongPassword(answer, m.wrongPassword);
        await recordTwoStepChange(deps, viewer, "two-step.recovery-codes");
        return c.json({ recoveryCodes: answer.body.backupCodes as string[] } satisfies RecoveryCodes);
      })
      // The second step of signing in: no session yet, only better-auth's signed challenge cookie.
      .post("/sign-in", async (c) => {
        const m = TWO_STEP_MESSAGES[requestLocale(c)];
        const input = await readBody(c, twoStepSignInSchema, requestLocale(c));
        const ipKey = `two-step-sign-in:${clientIp(c, deps.config.trustProxy)}`;
        await limit(deps, ipKey, m);
        const answer = await plugin(c, input.kind === "totp" ? "verify-totp" : "verify-backup-code", { code: input.code });
        passCookies(c, answer);
        if (answer.status < 400) {
          await deps.db.execute(sql`delete from rate_limits where key = ${ipKey}`);
          const user = answer.body.user as { email: string; name: string };
          return c.json({ user: { email: user.email, name: user.name } });
        }
        const code = answer.body.code;
        if (code === "INVALID_CODE") throw AppError.validation({ code: m.wrongCode });
        if (code === "INVALID_BACKUP_CODE") throw AppError.validation({ code: m.wrongRecoveryCode });
        if (code === "ACCOUNT_TEMPORARILY_LOCKED") throw rateLimited(m.locked(15), 15 * 60);
        // No challenge (none, expired, used up by wrong codes, or for an account that has it off).
        throw new AppError("unauthenticated", m.challengeEnded);
      })
      .get("/requirement", async (c) => {
        staffViewer(c);
        return c.json({ required: await isTwoStepRequired(deps.db) } satisfies TwoStepRequirement);
      })
      // The owner's setting: owners and office staff must use two-step sign-in.
      .put("/requirement", async (c) => {
        const viewer = staffViewer(c);
        const m = TWO_STEP_MESSAGES[languageOf(c, viewer)];
        if (viewer.role !== "owner") throw new AppError("forbidden", m.ownerOnly);
        const { required } = await readBody(c, twoStepRequirementSchema, languageOf(c, viewer));
        const state = await twoStepOf(deps.db, viewer.userId);
        if (state.required === required) throw new AppError("conflict", m.unchanged(required));
        if (required && !state.enabled) throw new AppError("conflict", m.ownerFirst);
        await setTwoStepRequired(deps.db, required);
        await recordTwoStepChange(deps, viewer, "two-step.requirement", { required });
        return c.json({ required } satisfies TwoStepRequirement);
      })
  );
}

/**
 * The signed-in owner or office staff member. A cleaner is told the address does not exist (as
 * for the admin area, decision 060); a client that it is for staff; no one signed in, 401.
 */
function staffViewer(c: Context<ApiEnv>): Viewer & { role: "owner" | "office" } {
  const viewer = c.get("viewer");
  if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
  if (viewer.role === "cleaner") throw noSuchEndpoint();
  if (!twoStepApplies(viewer.role)) throw new AppError("forbidden", AUTH_MESSAGES.notAdmin);
  return viewer as Viewer & { role: "owner" | "office" };
}

/** A staff member's screens and messages are in their language; anything else in the request's. */
const languageOf = (c: Context, viewer: Viewer): Locale => viewer.staffLanguage ?? requestLocale(c);

/** The body by `schema`, its field messages in `locale` (the schemas carry the English). */
async function readBody<S extends z.ZodType>(c: Context, schema: S, locale: Locale): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields || locale === "en") throw err;
    const english = Object.entries(TWO_STEP_FIELD_MESSAGES.en);
    const words = TWO_STEP_FIELD_MESSAGES[locale];
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([field, said]) => {
        const key = english.find(([, text]) => text === said)?.[0] as keyof typeof words | undefined;
        return [field, key ? words[key] : said];
      }),
    );
    throw AppError.validation(fields);
  }
}

/** better-auth says a wrong password with INVALID_PASSWORD: a 400 on the field. */
function refuseWrongPassword(answer: Answer, message: string): void {
  if (answer.body.code === "INVALID_PASSWORD") throw AppError.validation({ password: message });
  okOrThrow(answer);
}

function okOrThrow(answer: Answer): void {
  if (answer.status >= 400) throw new AppError("bad_request", answer.body.message ?? "The request could not be completed.");
}

async function limit(deps: AppDeps, key: string, m: { locked: (minutes: number) => string }): Promise<void> {
  const r = await hitRateLimit({ db: deps.db, key, limit: TWO_STEP_ATTEMPTS.limit, windowSeconds: TWO_STEP_ATTEMPTS.windowSeconds });
  if (!r.allowed) throw rateLimited(m.locked(Math.ceil(r.retryAfterSeconds / 60)), r.retryAfterSeconds);
}

/** How many recovery codes are left unused (better-auth keeps them encrypted). */
async function recoveryCodesLeft(deps: AppDeps, userId: string): Promise<number | null> {
  const answer = await deps.auth.api.viewBackupCodes({ body: { userId } }).catch(() => null);
  return answer ? answer.backupCodes.length : null;
}
