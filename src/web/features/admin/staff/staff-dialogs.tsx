import { ArrowRightLeft, MailPlus, ShieldOff, UserX, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { LOCALES, type Locale } from "@shared/locale";
import { STAFF_ROLES, type StaffRole } from "@shared/schemas/auth";
import { inviteStaffSchema, staffRoleSchema, type StaffMember } from "@shared/schemas/staff";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { FormDialog, useDialogForm } from "../components/form-dialog";
import { useChangeRole, useDeactivate, useInviteStaff, useResetTwoStep } from "./staff-api";

type Open = { open: boolean; onOpenChange: (open: boolean) => void };

/** A confirmation's form: nothing to fill in. */
export const NOTHING = z.object({});

/** The three roles as radio buttons, each with what it may do. */
function RoleChoice({ name, value, onChange, error }: { name: string; value: StaffRole; onChange: (role: StaffRole) => void; error?: string }) {
  const m = useAdminMessages().admin.staff;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{m.inviteDialog.role}</legend>
      <div className="mt-2 space-y-2">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-lg p-3 ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-200"
          >
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="row-span-2 mt-0.5 h-4 w-4 accent-brand-700"
              aria-describedby={`${name}-${role}-hint`}
            />
            <span className="text-sm font-semibold text-ink">{m.roles[role]}</span>
            <span id={`${name}-${role}-hint`} className="text-sm text-muted">
              {m.roleHints[role]}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const EMPTY = { email: "", role: "office" as StaffRole, language: "en" as Locale };

/** Invite staff: an e-mail, a role and the language of their e-mails. */
export function InviteDialog({ open, onOpenChange }: Open) {
  const m = useAdminMessages().admin.staff.inviteDialog;
  const staff = useAdminMessages().admin.staff;
  const invite = useInviteStaff();
  const [values, setValues] = useState(EMPTY);
  const form = useDialogForm(
    inviteStaffSchema,
    async (body) => {
      const { invitation } = await invite.mutateAsync(body);
      notify.success(m.sent.title, m.sent.description(invitation.email));
      setValues(EMPTY);
      onOpenChange(false);
    },
    m.fallback,
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setValues(EMPTY);
      }}
      form={form}
      icon={MailPlus}
      title={m.title}
      description={m.description}
      words={m.words}
      onSubmit={() => void form.submit(values)}
    >
      <TextField
        id="invite-email"
        label={m.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder={m.emailPlaceholder}
        value={values.email}
        error={form.errors.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      <RoleChoice name="invite-role" value={values.role} error={form.errors.role} onChange={(role) => setValues((v) => ({ ...v, role }))} />
      <FormField id="invite-language" label={m.language} hint={m.languageHint} error={form.errors.language}>
        {(a11y) => (
          <select {...a11y} value={values.language} onChange={(e) => setValues((v) => ({ ...v, language: e.target.value as Locale }))} className={controlClass}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {staff.languages[l]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}

/** Another role for a member (the server refuses the last active owner's, with why). */
export function RoleDialog({ member, open, onOpenChange }: Open & { member: StaffMember }) {
  const m = useAdminMessages().admin.staff;
  const change = useChangeRole();
  const [role, setRole] = useState<StaffRole>(member.role);
  const form = useDialogForm(
    staffRoleSchema,
    async (body) => {
      await change.mutateAsync({ userId: member.userId, role: body.role });
      notify.success(m.roleDialog.done.title, m.roleDialog.done.description(member.username, m.roles[body.role]));
      onOpenChange(false);
    },
    m.roleDialog.fallback,
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) setRole(member.role);
      }}
      form={form}
      icon={ArrowRightLeft}
      title={m.roleDialog.title(member.username)}
      description={m.roleDialog.description}
      words={m.roleDialog.words}
      onSubmit={() => void form.submit({ role })}
    >
      <RoleChoice name={`role-${member.userId}`} value={role} error={form.errors.role} onChange={setRole} />
    </FormDialog>
  );
}

/** Deactivate a member: signed out everywhere at once (the server refuses the last active owner, with why). */
export function DeactivateDialog({ member, open, onOpenChange }: Open & { member: StaffMember }) {
  const m = useAdminMessages().admin.staff.deactivateDialog;
  const deactivate = useDeactivate();
  return (
    <ConfirmMemberDialog
      {...{ member, open, onOpenChange, m }}
      icon={UserX}
      description={member.you ? `${m.description} ${m.yourself}` : m.description}
      run={() => deactivate.mutateAsync(member.userId)}
    />
  );
}

/** Reset a member's two-step sign-in (decision 068): for a lost phone; they are signed out and sign in with their password alone. */
export function ResetTwoStepDialog({ member, open, onOpenChange }: Open & { member: StaffMember }) {
  const m = useAdminMessages().admin.staff.resetTwoStepDialog;
  const reset = useResetTwoStep();
  return (
    <ConfirmMemberDialog {...{ member, open, onOpenChange, m }} icon={ShieldOff} description={m.description} run={() => reset.mutateAsync(member.userId)} />
  );
}

type ConfirmWords = {
  title: (username: string) => string;
  done: { title: string; description: (username: string) => string };
  fallback: string;
  words: Parameters<typeof FormDialog>[0]["words"];
};

/** A danger dialog that runs one action on a member, then says so in a toast. */
function ConfirmMemberDialog(props: Open & { member: StaffMember; m: ConfirmWords; icon: LucideIcon; description: string; run: () => Promise<unknown> }) {
  const { member, open, onOpenChange, m, icon, description, run } = props;
  const form = useDialogForm(
    NOTHING,
    async () => {
      await run();
      notify.success(m.done.title, m.done.description(member.username));
      onOpenChange(false);
    },
    m.fallback,
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      tone="danger"
      icon={icon}
      title={m.title(member.username)}
      description={description}
      words={m.words}
      onSubmit={() => void form.submit({})}
    />
  );
}
