import { describe, expect, test } from "vitest";
import { STAFF_ROLES } from "../../../shared/schemas/auth";
import {
  deactivationRefusal,
  invitationLinkState,
  reactivationRefusal,
  resendRefusal,
  revokeRefusal,
  roleChangeRefusal,
  type MemberState,
} from "./staff-rules";

// The rules of staff accounts (decision 060), apart from the database: never zero active owners.

const at = new Date("2026-11-20T12:00:00Z");
const owner: MemberState = { username: "olivia", role: "owner", deactivatedAt: null };
const office: MemberState = { username: "ana", role: "office", deactivatedAt: null };
const gone = (m: MemberState): MemberState => ({ ...m, deactivatedAt: at });

describe("a role change", () => {
  test("the last active owner keeps the role; with another active owner either may step down", () => {
    for (const role of ["office", "cleaner"] as const) {
      expect(roleChangeRefusal(owner, role, 1)).toBe(
        "olivia is the last active owner: make another staff member an owner before giving them another role. Someone must always be able to manage staff accounts and the company settings.",
      );
      expect(roleChangeRefusal(owner, role, 2)).toBeNull();
    }
    expect(roleChangeRefusal(owner, "owner", 1)).toBeNull();
  });

  test("anyone else may be given any role, a deactivated owner too (they are no active owner)", () => {
    for (const role of STAFF_ROLES) {
      expect(roleChangeRefusal(office, role, 1)).toBeNull();
      expect(roleChangeRefusal({ ...office, role: "cleaner" }, role, 1)).toBeNull();
      expect(roleChangeRefusal(gone(owner), role, 1)).toBeNull();
    }
  });
});

describe("deactivation and reactivation", () => {
  test("the last active owner stays; another owner, office staff and cleaners may go", () => {
    expect(deactivationRefusal(owner, 1)).toMatch(/^olivia is the last active owner: make another staff member an owner before deactivating them\./);
    expect(deactivationRefusal(owner, 2)).toBeNull();
    expect(deactivationRefusal(office, 1)).toBeNull();
    expect(deactivationRefusal({ ...office, role: "cleaner" }, 1)).toBeNull();
  });

  test("each only once", () => {
    expect(deactivationRefusal(gone(office), 1)).toBe("ana's account is already deactivated.");
    expect(deactivationRefusal(gone(owner), 5)).toBe("olivia's account is already deactivated.");
    expect(reactivationRefusal(office)).toBe("ana's account is already active.");
    expect(reactivationRefusal(gone(office))).toBeNull();
    expect(reactivationRefusal(gone(owner))).toBeNull();
  });
});

describe("invitations", () => {
  const open = { email: "luc@example.com", expiresAt: new Date(at.getTime() + 1000), revokedAt: null };
  test("a link works until it expires or is revoked", () => {
    expect(invitationLinkState(open, at)).toBe("open");
    expect(invitationLinkState(open, new Date(at.getTime() + 1000))).toBe("expired");
    expect(invitationLinkState({ ...open, revokedAt: at }, at)).toBe("invalid");
    expect(invitationLinkState({ ...open, expiresAt: at, revokedAt: at }, new Date(at.getTime() + 5000))).toBe("invalid");
  });

  test("an open or expired one may be sent again or revoked; a revoked one neither", () => {
    const expired = { ...open, expiresAt: new Date(at.getTime() - 1000) };
    for (const i of [open, expired]) {
      expect(resendRefusal(i)).toBeNull();
      expect(revokeRefusal(i)).toBeNull();
    }
    const revoked = { ...open, revokedAt: at };
    expect(resendRefusal(revoked)).toBe("The invitation to luc@example.com was revoked: invite them again instead.");
    expect(revokeRefusal(revoked)).toBe("The invitation to luc@example.com is already revoked.");
  });
});
