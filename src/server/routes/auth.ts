import { Hono } from "hono";
import type { ErrorMessage } from "../../shared/i18n/error-messages";
import type { Locale } from "../../shared/locale";
import { localizedPath, paths } from "../../shared/paths";
import { adminSignInSchema, clientLoginSchema, newPasswordSchema, passwordResetRequestSchema } from "../../shared/schemas/auth";
import { AUTH_BASE_PATH } from "../auth/create-auth";
import { assertNotCommon } from "../auth/password";
import type { AppDeps } from "../deps";
import { noSuchEndpoint } from "../errors";
import { wordsIn } from "../said";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { clearSignInAttempts, countSignInAttempt, limitLinkEmails } from "../services/common/send-limits";
import type { ErrorCode } from "../../shared/api-error";
import type { SignedIn } from "../../shared/schemas/auth";
import { sessionHintCookie } from "../../shared/session-hint";
import { SESSION_POLICY } from "../auth/session-policy";
import { twoStepChallenge } from "../services/two-step/two-step-challenge";

/** The better-auth endpoints the product uses; every other one answers 404. */
export const ALLOWED = new Set([
  "POST /sign-in/email",
  "POST /sign-in/magic-link",
  "GET /magic-link/verify",
  "POST /sign-out",
  "POST /request-password-reset",
  "POST /reset-password",
  "GET /verify-email",
]);

/** Our messages for better-auth's error codes that reach a screen (in both languages). */
const MESSAGES: Record<string, ErrorMessage> = {
  INVALID_EMAIL_OR_PASSWORD: { key: "auth.invalidCredentials" },
  EMAIL_NOT_VERIFIED: { key: "auth.emailNotVerified" },
  INVALID_TOKEN: { key: "auth.invalidToken" },
};

/**
 * better-auth behind our own checks: shared-schema validation, e-mail send limits, the staff
 * sign-in lockout, a trusted client IP, and errors in the API's one shape.
 */
export function authRoutes(deps: AppDeps) {
  const secure = deps.config.appUrl.startsWith("https:");
  return new Hono().all("/*", async (c) => {
    const route = c.req.path.slice(AUTH_BASE_PATH.length);
    if (!ALLOWED.has(`${c.req.method} ${route}`)) throw noSuchEndpoint();

    const headers = new Headers(c.req.raw.headers);
    headers.set("x-client-ip", clientIp(c, deps.config.trustProxy));
    // better-auth's refusals bypass the app's onError, which answers in the request's language: so here.
    const apiShape = (res: Response) => inApiShape(res, requestLocale(c));
    const forward = (body?: unknown) => {
      if (body !== undefined) {
        headers.set("content-type", "application/json");
        headers.delete("content-length");
      }
      return deps.auth.handler(new Request(c.req.url, { method: c.req.method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    };

    switch (route) {
      case "/sign-in/magic-link": {
        const { email, next } = await readJson(c, clientLoginSchema);
        await limitLinkEmails(deps.db, "login-link", email);
        // The link returns to the portal page the client was sent away from (a quote), else the dashboard.
        const callbackURL = `${next ?? paths.clientDashboard}?email=${encodeURIComponent(email)}`;
        // The e-mail is written in the language of the page that asked, and a used or expired
        // link returns to the sign-in page in that language (decision 049).
        const language = requestLocale(c);
        const errorCallbackURL = localizedPath(paths.clientLogin, language);
        return apiShape(await forward({ email, callbackURL, errorCallbackURL, metadata: { language } }));
      }
      case "/request-password-reset": {
        const { email } = await readJson(c, passwordResetRequestSchema);
        await limitLinkEmails(deps.db, "password-reset", email);
        return apiShape(await forward({ email, redirectTo: "/admin" }));
      }
      case "/sign-in/email": {
        const { email, password } = await readJson(c, adminSignInSchema);
        await countSignInAttempt(deps.db, email);
        const res = await forward({ email, password, rememberMe: true, callbackURL: "/admin" });
        if (!res.ok) return apiShape(res);
        await clearSignInAttempts(deps.db, email);
        // The password was right and two-step sign-in is on: no session yet, the code comes next (decision 068).
        if (res.headers.get("content-type")?.includes("json") && (await res.clone().json()).twoFactorRedirect) return twoStepChallenge(deps.db, res, email);
        return withoutToken(res);
      }
      case "/reset-password": {
        const body = await readJson(c, newPasswordSchema);
        assertNotCommon(body.newPassword, "newPassword");
        return apiShape(await forward(body));
      }
      case "/sign-out":
        return withHint(await apiShape(await forward({})), 0, secure);
      case "/magic-link/verify": {
        // A client signed in by their link: public pages may then ask for their data.
        const res = await apiShape(await forward());
        return signedIn(res) ? withHint(res, SESSION_POLICY.client.absolute, secure) : res;
      }
      default:
        // The link routes (GET): their redirects pass through, their refusals in the API's shape.
        return apiShape(await forward());
    }
  });
}

/** Whether better-auth's answer sets a session cookie (a successful sign-in). */
const signedIn = (res: Response) => res.headers.getSetCookie().some((c) => /^(__Secure-)?better-auth\.session_token=[^;]/.test(c));

/** The answer with the readable session hint set (or removed, with 0) beside the session cookie. */
function withHint(res: Response, maxAge: number, secure: boolean): Response {
  const headers = new Headers(res.headers);
  headers.append("set-cookie", sessionHintCookie(maxAge, secure));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

const CODE_BY_STATUS: Record<number, ErrorCode> = { 400: "bad_request", 401: "unauthenticated", 403: "forbidden", 404: "not_found", 429: "rate_limited" };

/**
 * better-auth answers errors as { code, message }; ours are { error: { code, message } }, the
 * message in the reader's language when we have it in French (else as better-auth wrote it).
 */
async function inApiShape(res: Response, locale: Locale): Promise<Response> {
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const message = wordsIn(locale).say((body.code && MESSAGES[body.code]) || body.message || res.statusText);
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: { code: CODE_BY_STATUS[res.status] ?? "internal", message } }), { status: res.status, headers });
}

/** The session token travels only in the httpOnly cookie, never in a body page scripts can read. */
async function withoutToken(res: Response): Promise<Response> {
  const { user } = (await res.json()) as { user: { email: string; name: string } };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const body: SignedIn = { user: { email: user.email, name: user.name } };
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
