import { Hono, type Context } from "hono";
import type { PortalCardSetup, PortalPaymentMethod } from "../../shared/portal-payment-method";
import { autopaySchema } from "../../shared/schemas/autopay";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { portalPaymentMethod, removeCard, setAutopay, startCardSetup, type AutopayAsker } from "../services/payments/card-on-file";
import { portalClient } from "../services/messages/client-messages";

/**
 * The signed-in client's card on file and automatic payment (decision 074), mounted at
 * /api/portal: their own record only (a user with no client record gets 404). The agreement's words
 * are in the page's language, and recorded as such.
 */
export function portalPaymentMethodRoutes(deps: AppDeps) {
  const { db, config, logger } = deps;
  const clientOf = async (c: Context<ApiEnv>) => {
    const client = await portalClient(db, c.get("viewer")!.email);
    if (!client) throw notFound("client");
    return client;
  };
  const askerOf = async (c: Context<ApiEnv>): Promise<AutopayAsker> => ({
    clientId: (await clientOf(c)).id,
    userId: c.get("viewer")!.userId,
    ip: clientIp(c, config.trustProxy),
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    language: requestLocale(c),
  });
  return new Hono<ApiEnv>()
    .get("/payment-method", async (c) =>
      c.json((await portalPaymentMethod(db, config, (await clientOf(c)).id, requestLocale(c))) satisfies PortalPaymentMethod),
    )
    .post("/payment-method/setup", async (c) => {
      const client = await clientOf(c);
      const answer = await startCardSetup({ db, config, logger, client: { id: client.id, fullName: client.fullName, email: c.get("viewer")!.email } });
      return c.json(answer satisfies PortalCardSetup);
    })
    .delete("/payment-method", async (c) => c.json((await removeCard({ db, config, logger, asker: await askerOf(c) })) satisfies PortalPaymentMethod))
    .put("/autopay", async (c) => {
      const asker = await askerOf(c);
      const input = await readJson(c, autopaySchema);
      return c.json((await setAutopay({ db, config, asker, input })) satisfies PortalPaymentMethod);
    });
}
