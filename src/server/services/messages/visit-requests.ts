import type { ErrorMessage } from "../../../shared/i18n/error-messages";
import { REQUEST_NOTICE_HOURS, type PreferredWindow } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { messageCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import type { PortalClient } from "./client-messages";
import { lockClientVisit, type ClientVisit } from "./client-visit";
import { addMessage } from "./conversation-store";
import { adminConversationUrl, mailVisit } from "./message-mail";

type Request = { kind: "reschedule"; preferredDate: string; preferredWindow: PreferredWindow; note: string | null } | { kind: "cancel"; note: string | null };

/** Why the client may not ask about this visit (a 409's message), or null. */
export function requestRefusal(visit: Pick<ClientVisit, "status" | "soon">, kind: Request["kind"], phone: string): ErrorMessage | null {
  switch (visit.status) {
    case "cancelled":
    case "completed":
    case "missed":
      return { key: `visit.${visit.status}` };
  }
  if (visit.soon) return { key: "visit.tooSoon", params: { kind, hours: REQUEST_NOTICE_HOURS, phone } };
  return null;
}

/**
 * A client's request to move or cancel one of their scheduled visits: a message of its kind with the
 * visit and the details, and the company inbox told, in one transaction. The visit itself does not
 * change: staff move or cancel it in the admin.
 */
export async function requestVisitChange(options: {
  db: Db;
  config: Config;
  client: PortalClient | null;
  userId: string;
  visitId: string;
  today: string;
  request: Request;
}) {
  const { db, config, client, userId, visitId, today, request } = options;
  await transaction(db, async (tx) => {
    const visit = await lockClientVisit(tx, client, visitId);
    const refusal = requestRefusal(visit, request.kind, config.site.supportPhone);
    if (refusal) throw new AppError("conflict", refusal);
    if (request.kind === "reschedule" && request.preferredDate < today) throw AppError.validation({ preferredDate: { key: "visit.preferredDatePast" } });
    const details: Record<string, string> =
      request.kind === "reschedule" ? { preferredDate: request.preferredDate, preferredWindow: request.preferredWindow } : {};
    const kind = request.kind === "reschedule" ? "reschedule_request" : "cancel_request";
    const words = mailVisit(visit);
    const preview = `${request.kind === "reschedule" ? `Asks to move the visit of ${words.when} to ${request.preferredDate}` : `Asks to cancel the visit of ${words.when}`}${request.note ? `: ${request.note}` : ""}`;
    await addMessage(tx, {
      clientId: client!.id,
      author: "client",
      authorUserId: userId,
      authorName: client!.fullName,
      kind,
      body: request.note ?? "",
      visitId,
      details,
      preview,
    });
    await enqueueMail(tx, {
      kind: "message.client-notify",
      data: {
        kind,
        clientName: client!.fullName,
        clientEmail: client!.email,
        body: request.note ?? "",
        visit: words,
        ...(request.kind === "reschedule" ? { preferredDate: request.preferredDate, preferredWindow: request.preferredWindow } : {}),
        adminUrl: adminConversationUrl(config, client!.id),
        company: messageCompany(config),
      },
    });
  });
}
