import { Hono } from "hono";
import { consultationSchema, type ConsultationAccepted } from "../../shared/schemas/consultation";
import type { AppDeps } from "../deps";
import { rateLimited } from "../errors";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { mailSender } from "../mail/company";
import { hitRateLimit } from "../services/common/hit-rate-limit";
import { submitConsultation } from "../services/consultations/submit-consultation";

const ACCEPTED: ConsultationAccepted = { ok: true };

export function consultationRoutes(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const input = await readJson(c, consultationSchema);
    const ip = clientIp(c, deps.config.trustProxy);
    const limit = await hitRateLimit({
      db: deps.db,
      key: `consultation:ip:${ip}`,
      limit: deps.config.limits.consultationsPerHour,
      windowSeconds: 3600,
    });
    if (!limit.allowed) throw rateLimited({ key: "consultationRateLimit" }, limit.retryAfterSeconds);
    // A filled honeypot is a bot: answer as if accepted, store and send nothing.
    if (input.website) {
      deps.logger.info({ ip }, "consultation honeypot filled; ignored");
      return c.json(ACCEPTED, 201);
    }
    const { site } = deps.config;
    await submitConsultation({
      db: deps.db,
      input,
      inbox: { name: site.companyName, email: deps.config.companyInbox, sender: mailSender(deps.config) },
      language: requestLocale(c),
      origin: { ip, userAgent: c.req.header("user-agent") ?? null },
    });
    return c.json(ACCEPTED, 201);
  });
}
