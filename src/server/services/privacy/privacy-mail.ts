import { adminPaths } from "../../../shared/admin-paths";
import { portalPaths } from "../../../shared/portal-paths";
import type { ClientLanguage } from "../../../shared/schemas/clients";
import type { PrivacyRequestKind } from "../../../shared/schemas/privacy";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { mailSender } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import type { PrivacyCompany } from "../../mail/templates/inputs/privacy";
import { portalUrl } from "../common/portal-url";

// What the e-mails of a privacy request are written from, in one place for the services.

export const privacyCompany = (config: Config): PrivacyCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  sender: mailSender(config),
});

export const adminPrivacyUrl = (config: Config) => `${config.appUrl}${adminPaths.privacyRequests}`;

type Told = {
  client: { fullName: string; email: string | null; language: ClientLanguage };
  request: { kind: PrivacyRequestKind; receivedOn: string; dueOn: string };
  note?: string | null;
};

/** Tell the client (when they have an address) that their request was received, done or refused, in their language. */
export async function tellClient(tx: Db, config: Config, what: "received" | "done" | "refused", { client, request, note = null }: Told) {
  if (!client.email) return;
  await enqueueMail(tx, {
    kind: `privacy.${what}`,
    data: {
      to: client.email,
      name: client.fullName,
      kind: request.kind,
      receivedOn: request.receivedOn,
      dueOn: request.dueOn,
      note,
      url: portalUrl(config, portalPaths.privacy, { email: client.email, language: client.language }),
      company: privacyCompany(config),
    },
    language: client.language,
  });
}
