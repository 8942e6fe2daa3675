import { useQuery } from "@tanstack/react-query";
import { ArrowRightLeft, Ban, MailPlus, RotateCw, ShieldCheck, ShieldOff, UserCheck, Users, UserX } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { StaffInvitation, StaffMember } from "@shared/schemas/staff";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { FormDialog, useDialogForm } from "../components/form-dialog";
import { StatusPill, TONES } from "../components/status-pill";
import { LoadFailed, Loading } from "../list-kit/states";
import { notifySaveFailed } from "../server-message";
import { OwnersOnly } from "../pages/owners-only";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { staffQuery, useReactivate, useResendInvitation, useRevokeInvitation } from "./staff-api";
import { DeactivateDialog, InviteDialog, NOTHING, ResetTwoStepDialog, RoleDialog } from "./staff-dialogs";
import { TwoStepRequirementCard } from "../auth/two-step/requirement-card";

type Words = ReturnType<typeof useAdminMessages>["admin"]["staff"];

const when = (iso: string) => formatDateTime(iso) ?? iso;

/** One row of the list: who, their status, what is known of them, and what the owner may do. */
function Row({ kind, name, badges, lines, actions }: { kind: string; name: ReactNode; badges: ReactNode; lines: ReactNode[]; actions: ReactNode }) {
  return (
    <li data-staff-row={kind} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 wrap-anywhere font-semibold text-ink">{name}</p>
          {badges}
        </div>
        {lines.map((line, i) => (
          <p key={i} className="wrap-anywhere text-sm text-muted">
            {line}
          </p>
        ))}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </li>
  );
}

function RoleBadge({ m, role }: { m: Words; role: StaffMember["role"] }) {
  return (
    <span data-role={role} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-200">
      {m.roles[role]}
    </span>
  );
}

/** Two-step sign-in is on for them (decision 068). */
function TwoStepBadge({ m }: { m: Words }) {
  return (
    <span
      data-two-step="on"
      className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-inset ring-blue-200"
    >
      <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {m.twoStepOn}
    </span>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const m = useAdminMessages().admin.staff;
  const [dialog, setDialog] = useState<"role" | "deactivate" | "two-step" | null>(null);
  const reactivate = useReactivate();
  const checkSession = useSessionCheck();
  const active = member.status === "active";
  const onReactivate = async () => {
    try {
      await reactivate.mutateAsync(member.userId);
      notify.success(m.reactivated.title, m.reactivated.description(member.username));
    } catch (err) {
      notifySaveFailed(err, m.reactivateFailed);
      checkSession(err);
    }
  };
  return (
    <Row
      kind={member.status}
      name={member.username}
      badges={
        <>
          <RoleBadge m={m} role={member.role} />
          <StatusPill tone={active ? TONES.green : TONES.slate} data-status={member.status}>
            {m.status[member.status]}
          </StatusPill>
          {member.twoStepOn ? <TwoStepBadge m={m} /> : null}
          {member.you ? <span className="text-xs font-semibold uppercase tracking-wider text-brand-800">{m.you}</span> : null}
        </>
      }
      lines={[
        member.email,
        active ? m.lastSignIn(member.lastSignedInAt ? when(member.lastSignedInAt) : m.never) : m.deactivatedOn(formatDate(member.deactivatedAt!) ?? ""),
      ]}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => setDialog("role")} aria-label={m.actions.changeRoleOf(member.username)}>
            <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
            {m.actions.changeRole}
          </Button>
          {active ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog("deactivate")} aria-label={m.actions.deactivateOf(member.username)}>
              <UserX aria-hidden="true" className="h-4 w-4" />
              {m.actions.deactivate}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void onReactivate()}
              disabled={reactivate.isPending}
              aria-label={m.actions.reactivateOf(member.username)}
            >
              <UserCheck aria-hidden="true" className="h-4 w-4" />
              {m.actions.reactivate}
            </Button>
          )}
          {member.twoStepOn && !member.you ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog("two-step")} aria-label={m.actions.resetTwoStepOf(member.username)}>
              <ShieldOff aria-hidden="true" className="h-4 w-4" />
              {m.actions.resetTwoStep}
            </Button>
          ) : null}
          {dialog === "role" ? <RoleDialog member={member} open onOpenChange={(o) => setDialog(o ? "role" : null)} /> : null}
          {dialog === "deactivate" ? <DeactivateDialog member={member} open onOpenChange={(o) => setDialog(o ? "deactivate" : null)} /> : null}
          {dialog === "two-step" ? <ResetTwoStepDialog member={member} open onOpenChange={(o) => setDialog(o ? "two-step" : null)} /> : null}
        </>
      }
    />
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const m = useAdminMessages().admin.staff;
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const checkSession = useSessionCheck();
  const [revoking, setRevoking] = useState(false);
  const revokeForm = useDialogForm(
    NOTHING,
    async () => {
      await revoke.mutateAsync(invitation.id);
      notify.success(m.revokeDialog.done.title, m.revokeDialog.done.description(invitation.email));
      setRevoking(false);
    },
    m.revokeDialog.fallback,
  );
  const onResend = async () => {
    try {
      await resend.mutateAsync(invitation.id);
      notify.success(m.resent.title, m.resent.description(invitation.email));
    } catch (err) {
      notifySaveFailed(err, m.resendFailed);
      checkSession(err);
    }
  };
  return (
    <Row
      kind="invited"
      name={<span className="font-normal italic text-muted">{m.pendingName}</span>}
      badges={
        <>
          <RoleBadge m={m} role={invitation.role} />
          <StatusPill tone={invitation.expired ? TONES.amber : TONES.blue} data-status={invitation.expired ? "expired" : "invited"}>
            {invitation.expired ? m.status.expired : m.status.invited}
          </StatusPill>
        </>
      }
      lines={[
        invitation.email,
        `${m.invitedOn(formatDate(invitation.sentAt) ?? "", invitation.invitedBy)} · ${
          invitation.expired ? m.expiredOn(when(invitation.expiresAt)) : m.expiresOn(when(invitation.expiresAt))
        } · ${m.languages[invitation.language]}`,
      ]}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => void onResend()} disabled={resend.isPending} aria-label={m.actions.resendTo(invitation.email)}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {m.actions.resend}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRevoking(true)} aria-label={m.actions.revokeFor(invitation.email)}>
            <Ban aria-hidden="true" className="h-4 w-4" />
            {m.actions.revoke}
          </Button>
          <FormDialog
            open={revoking}
            onOpenChange={setRevoking}
            form={revokeForm}
            tone="danger"
            title={m.revokeDialog.title(invitation.email)}
            description={m.revokeDialog.description}
            words={m.revokeDialog.words}
            onSubmit={() => void revokeForm.submit({})}
          />
        </>
      }
    />
  );
}

/** /admin/staff (decision 060, owners only): the accounts and the waiting invitations, and what an owner changes. */
export function StaffPage() {
  const m = useAdminMessages().admin.staff;
  return (
    <OwnersOnly title={m.title} text={m.ownersOnly}>
      <StaffScreen />
    </OwnersOnly>
  );
}

function StaffScreen() {
  const m = useAdminMessages().admin.staff;
  const list = useQuery(staffQuery());
  const [inviting, setInviting] = useState(false);
  return (
    <AdminPage
      title={m.title}
      description={m.description}
      actions={
        <Button onClick={() => setInviting(true)}>
          <MailPlus aria-hidden="true" className="h-4 w-4" />
          {m.invite}
        </Button>
      }
    >
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <section aria-labelledby="staff-list-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
        <h2 id="staff-list-heading" className="flex items-center gap-2.5 text-base font-semibold text-ink">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Users aria-hidden="true" className="h-4 w-4" />
          </span>
          {m.listLabel}
        </h2>
        {list.isError && !list.data ? (
          <LoadFailed text={m.loadFailed.text} retry={m.loadFailed.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !list.data ? (
          <Loading text={m.loading} />
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {list.data.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
            {list.data.members.map((member) => (
              <MemberRow key={member.userId} member={member} />
            ))}
          </ul>
        )}
      </section>
      <TwoStepRequirementCard />
    </AdminPage>
  );
}
