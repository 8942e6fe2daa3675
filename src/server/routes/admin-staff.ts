import { Hono, type Context } from "hono";
import {
  inviteStaffSchema,
  staffRoleSchema,
  type StaffInvitationAnswer,
  type StaffInvitationRevoked,
  type StaffList,
  type StaffMemberAnswer,
} from "../../shared/schemas/staff";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requireOwner } from "../middleware/audience";
import { changeStaffRole, deactivateStaff, reactivateStaff } from "../services/staff/change-staff";
import { inviteStaff, resendInvitation, revokeInvitation } from "../services/staff/staff-invitations";
import { listStaff } from "../services/staff/staff-record";
import { resetTwoStep } from "../services/two-step/reset-two-step";

export const OWNER_STAFF = "Only an owner can manage staff accounts.";

/** Staff accounts (decision 060), and resetting a member's two-step sign-in (068): an owner's alone; office staff get a 403 saying so, cleaners never reach the admin routes. */
export function adminStaffRoutes(deps: AppDeps) {
  const { db, config } = deps;
  /** The owner acting, or the 403. */
  const owner = (c: Context<ApiEnv>) => {
    const viewer = requireOwner(c.get("viewer"), OWNER_STAFF);
    return { userId: viewer.userId, email: viewer.email, role: viewer.role, name: viewer.username ?? viewer.name };
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await listStaff(db, owner(c).userId)) satisfies StaffList))
    .post("/invitations", async (c) => {
      const actor = owner(c);
      const input = await readJson(c, inviteStaffSchema);
      return c.json({ invitation: await inviteStaff({ db, config, actor, input }) } satisfies StaffInvitationAnswer, 201);
    })
    .post("/invitations/:id/resend", async (c) => {
      const actor = owner(c);
      return c.json({ invitation: await resendInvitation({ db, config, actor, id: c.req.param("id") }) } satisfies StaffInvitationAnswer);
    })
    .post("/invitations/:id/revoke", async (c) => {
      const actor = owner(c);
      return c.json((await revokeInvitation({ db, actor, id: c.req.param("id") })) satisfies StaffInvitationRevoked);
    })
    .put("/:userId/role", async (c) => {
      const actor = owner(c);
      const { role } = await readJson(c, staffRoleSchema);
      return c.json({ member: await changeStaffRole({ db, config, actor, userId: c.req.param("userId"), role }) } satisfies StaffMemberAnswer);
    })
    .post("/:userId/deactivate", async (c) => {
      const actor = owner(c);
      return c.json({ member: await deactivateStaff({ db, config, actor, userId: c.req.param("userId") }) } satisfies StaffMemberAnswer);
    })
    .post("/:userId/reactivate", async (c) => {
      const actor = owner(c);
      return c.json({ member: await reactivateStaff({ db, config, actor, userId: c.req.param("userId") }) } satisfies StaffMemberAnswer);
    })
    .post("/:userId/two-step/reset", async (c) => {
      const actor = owner(c);
      return c.json({ member: await resetTwoStep({ db, config, actor, userId: c.req.param("userId") }) } satisfies StaffMemberAnswer);
    });
}
