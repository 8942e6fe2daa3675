import { sql } from "drizzle-orm";
import { FOLLOW_UP_MAX_SCORE } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { visitRatings } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { messageCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import type { PortalClient } from "./client-messages";
import { lockClientVisit } from "./client-visit";
import { addMessage } from "./conversation-store";
import { adminConversationUrl, mailVisit } from "./message-mail";

/**
 * A client's rating of one of their completed visits, once: stored, and as a "rating" message; a
 * score of 3 or less also opens a follow-up (a system message asking staff to offer a re-clean).
 * The company inbox is told. A visit not completed, or already rated, is 409.
 */
export async function rateVisit(options: {
  db: Db;
  config: Config;
  client: PortalClient | null;
  userId: string;
  visitId: string;
  score: number;
  comment: string | null;
}) {
  const { db, config, client, userId, visitId, score, comment } = options;
  await transaction(db, async (tx) => {
    const visit = await lockClientVisit(tx, client, visitId);
    if (visit.status !== "completed") throw new AppError("conflict", { key: "visit.notCompleted" });
    const followUp = score <= FOLLOW_UP_MAX_SCORE;
    const [rated] = await tx
      .insert(visitRatings)
      .values({ visitId, clientId: client!.id, score, comment, followUpOpenedAt: followUp ? sql`now()` : null })
      .onConflictDoNothing()
      .returning({ visitId: visitRatings.visitId });
    if (!rated) throw new AppError("conflict", { key: "visit.alreadyRated" });
    const words = mailVisit(visit);
    const details = { score: String(score) };
    await addMessage(tx, {
      clientId: client!.id,
      author: "client",
      authorUserId: userId,
      authorName: client!.fullName,
      kind: "rating",
      body: comment ?? "",
      visitId,
      details,
      preview: `Rated the visit of ${words.when} ${score}/5${comment ? `: ${comment}` : ""}`,
    });
    if (followUp) {
      await addMessage(tx, {
        clientId: client!.id,
        author: "system",
        kind: "follow_up",
        body: "",
        visitId,
        details,
        preview: `Follow-up: rated ${score}/5. Offer a re-clean.`,
      });
    }
    await enqueueMail(tx, {
      kind: "message.client-notify",
      data: {
        kind: "rating",
        clientName: client!.fullName,
        clientEmail: client!.email,
        body: comment ?? "",
        visit: words,
        score,
        followUp,
        adminUrl: adminConversationUrl(config, client!.id),
        company: messageCompany(config),
      },
    });
  });
}
