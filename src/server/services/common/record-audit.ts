import type { Role } from "../../../shared/schemas/auth";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";

export type AuditEntry = {
  /** e.g. 'assessment.delete'. */
  action: string;
  entity: string;
  entityId: string;
  details?: Record<string, unknown>;
};

export type AuditActor = { userId: string | null; email: string | null };

/** A signed-in staff member acting, with the role that decides what they may do (decision 060). */
export type StaffActor = AuditActor & { userId: string; role: Role };

/** Record who did what to which records; pass the caller's transaction to keep both together. */
export async function recordAudit(options: { db: Db; actor: AuditActor; entries: AuditEntry[] }): Promise<void> {
  const { db, actor, entries } = options;
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      details: e.details ?? null,
    })),
  );
}
