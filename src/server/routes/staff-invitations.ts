import { Hono } from "hono";
import { acceptInvitationSchema, invitationTokenSchema, type InvitationAccepted, type InvitationDetails } from "../../shared/schemas/staff";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { acceptInvitation, checkInvitation } from "../services/staff/accept-invitation";

/**
 * The invitee's side of a staff invitation (decision 060), before they have an account: the
 * e-mailed link's token is the only key. POSTs, so the token never sits in an address the request
 * log writes. Answers are in the request's language: the invitation screen sends the invitation's.
 */
export function staffInvitationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .post("/check", async (c) => {
      const { token } = await readJson(c, invitationTokenSchema);
      return c.json((await checkInvitation(db, token, requestLocale(c))) satisfies InvitationDetails);
    })
    .post("/accept", async (c) => {
      const locale = requestLocale(c);
      const input = await readJson(c, acceptInvitationSchema(locale));
      const accepted = await acceptInvitation({ db, ...input, locale });
      deps.logger.info({ role: accepted.user.role }, "staff invitation accepted");
      return c.json(accepted satisfies InvitationAccepted, 201);
    });
}
