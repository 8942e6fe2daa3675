import { eq } from "drizzle-orm";
import type { ClientDetail, ClientForm } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clients, jobAssessments } from "../../db/schema/index";
import { AppError } from "../../http/app-error";
import { recordAudit, type AuditActor } from "../record-audit";
import { assertEmailFree, withClientConflicts } from "./client-conflicts";
import { getClient } from "./get-client";
import { insertAddresses } from "./save-addresses";

/**
 * A client from the Clients Hub's form, with its addresses and the 'client.create' audit row, in
 * one transaction. 409 when another client has the e-mail; 400 when the assessment it is made
 * from does not exist.
 */
export function createClient(options: { db: Db; input: ClientForm; actor: AuditActor }): Promise<ClientDetail> {
  const { db, input, actor } = options;
  return withClientConflicts(() =>
    db.transaction(async (tx) => {
      if (input.assessmentId) {
        const [made] = await tx.select({ id: jobAssessments.id }).from(jobAssessments).where(eq(jobAssessments.id, input.assessmentId));
        if (!made) throw AppError.validation({ assessmentId: "Assessment not found." });
      }
      await assertEmailFree(tx, input.email);
      const [row] = await tx
        .insert(clients)
        .values({
          fullName: input.fullName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          language: input.language,
          notes: input.notes,
          assessmentId: input.assessmentId ?? null,
        })
        .returning({ id: clients.id });
      await insertAddresses(tx, row!.id, input.addresses);
      const details = input.assessmentId ? { assessmentId: input.assessmentId } : undefined;
      await recordAudit({ db: tx, actor, entries: [{ action: "client.create", entity: "client", entityId: row!.id, details }] });
      return (await getClient({ db: tx, id: row!.id }))!;
    }),
  );
}
