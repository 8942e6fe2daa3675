import { transaction } from "../../db/transaction";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../http/api-env";
import { enqueueMail } from "../../mail/outbox";
import { recordAudit } from "../common/record-audit";
import { staffCompany } from "../staff/staff-mail";

export type TwoStepAction = "two-step.enable" | "two-step.disable" | "two-step.recovery-codes" | "two-step.requirement";

/** The e-mail a change sends its staff member: only those that weaken or replace what protects the account. */
const MAIL_OF: Partial<Record<TwoStepAction, "staff.two-step-off" | "staff.recovery-codes">> = {
  "two-step.disable": "staff.two-step-off",
  "two-step.recovery-codes": "staff.recovery-codes",
};

/**
 * Record a change to two-step sign-in in the audit log (decision 068) and, when it was turned off
 * or new recovery codes were made, tell the staff member by e-mail in their language, together.
 */
export async function recordTwoStepChange(
  deps: Pick<AppDeps, "db" | "config">,
  viewer: Viewer,
  action: TwoStepAction,
  details?: Record<string, unknown>,
): Promise<void> {
  await transaction(deps.db, async (tx) => {
    await recordAudit({
      db: tx,
      actor: { userId: viewer.userId, email: viewer.email },
      entries: [{ action, entity: "staff", entityId: viewer.userId, details: { username: viewer.username, ...details } }],
    });
    const kind = MAIL_OF[action];
    if (kind) {
      await enqueueMail(tx, {
        kind,
        language: viewer.staffLanguage ?? "en",
        data: { to: viewer.email, name: viewer.username ?? viewer.name, at: new Date().toISOString(), company: staffCompany(deps.config) },
      });
    }
  });
}
