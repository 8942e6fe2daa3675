import { Hono, type Context } from "hono";
import { localizedPath, paths } from "../../shared/paths";
import { oneClickSchema, unsubscribePageSchema, unsubscribeQuerySchema, type UnsubscribeAnswer } from "../../shared/schemas/consents";
import type { Locale } from "../../shared/locale";
import type { ConsentAction } from "../../shared/consent";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { clientIp } from "../http/client-ip";
import { parseForRequest, readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { verifyUnsubscribeToken } from "../services/consent/unsubscribe-token";
import { chooseByToken, languageOf } from "../services/consent/unsubscribe";

// The unsubscribe link (decision 057), public: its signed token is the only key. POST withdraws
// consent at once (the unsubscribe page's, or a mail program's one-click POST of RFC 8058), and
// POST /undo gives it again from the page. GET never changes anything: a mail scanner may fetch
// any link, so the API's address, opened in a browser, only leads to the page.

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The language of the words recorded: the page's (its JSON body), or null for a mail program's
 * one-click form, which must say List-Unsubscribe=One-Click (the person's own language is used).
 */
async function languageOfRequest(c: Context, allowOneClick: boolean): Promise<Locale | null> {
  if (allowOneClick && FORM.test(c.req.header("content-type") ?? "")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError("bad_request", "Malformed form body");
    }
    const parsed = parseForRequest(c, oneClickSchema, form);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return null;
  }
  return (await readJson(c, unsubscribePageSchema)).language;
}

export function unsubscribeRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const choose = async (c: Context<ApiEnv>, action: ConsentAction, allowOneClick: boolean) => {
    const { token } = readQuery(c, unsubscribeQuerySchema);
    const language = await languageOfRequest(c, allowOneClick);
    const answer = await chooseByToken({
      db,
      config,
      token,
      action,
      language,
      ip: clientIp(c, config.trustProxy),
      userAgent: c.req.header("user-agent") ?? null,
    });
    return c.json(answer satisfies UnsubscribeAnswer);
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const { token } = readQuery(c, unsubscribeQuerySchema);
      const email = config.authSecret ? verifyUnsubscribeToken(config.authSecret, token) : null;
      const language = email ? await languageOf(db, email) : "en";
      return c.redirect(`${localizedPath(paths.unsubscribe, language)}?token=${encodeURIComponent(token)}`, 303);
    })
    .post("/", (c) => choose(c, "withdrawn", true))
    .post("/undo", (c) => choose(c, "given", false));
}
