import { eq, sql } from "drizzle-orm";
import type { ClientDetail, ClientForm } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients } from "../../db/schema/index";
import { recordAudit, type AuditActor } from "../record-audit";
import { assertEmailFree, withClientConflicts } from "./client-conflicts";
import { clientColumns } from "./client-row";
import { getClient } from "./get-client";
import { saveAddresses } from "./save-addresses";

/** The fields the form edits besides the addresses, in its order. */
const FIELDS = ["fullName", "email", "phoneNumber", "language", "notes"] as const satisfies readonly (keyof ClientForm)[];

/**
 * Save the form over a client (addresses included, see saveAddresses), in one transaction with
 * the client locked. updated_at and the 'client.update' audit row (naming the changed fields)
 * only when something changed. Undefined when there is no such client; 409 when another client
 * has the e-mail or a removed address is used. The assessment a client was made from stays.
 */
export function updateClient(options: { db: Db; id: string; input: ClientForm; actor: AuditActor }): Promise<ClientDetail | undefined> {
  const { db, id, input, actor } = options;
  if (!isUuid(id)) return Promise.resolve(undefined);
  return withClientConflicts(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select(clientColumns).from(clients).where(eq(clients.id, id)).for("update");
      if (!before) return undefined;
      await assertEmailFree(tx, input.email, before.id);
      const changed: string[] = FIELDS.filter((f) => before[f] !== input[f]);
      if (await saveAddresses(tx, before.id, input.addresses)) changed.push("addresses");
      if (changed.length) {
        const values = Object.fromEntries(FIELDS.map((f) => [f, input[f]])) as Pick<ClientForm, (typeof FIELDS)[number]>;
        await tx
          .update(clients)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(clients.id, before.id));
        await recordAudit({ db: tx, actor, entries: [{ action: "client.update", entity: "client", entityId: before.id, details: { fields: changed } }] });
      }
      return getClient({ db: tx, id: before.id });
    }),
  );
}
