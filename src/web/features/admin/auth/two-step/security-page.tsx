import { useQuery } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { notify } from "~/lib/notify";
import { useSession } from "~/lib/session";
import { LoadFailed, Loading } from "../../list-kit/states";
import { StaffLanguage } from "../staff-language";
import { AdminPage } from "../../shell/admin-page";
import { PasswordConfirm } from "./password-confirm";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { SetupFlow } from "./setup-flow";
import { twoStepQuery, useNewRecoveryCodes, useTurnOff } from "./two-step-api";

/** /admin/security: a staff member's own two-step sign-in, in their language (decision 068). */
export function SecurityPage() {
  const session = useSession();
  return (
    <StaffLanguage locale={session.data?.language ?? "en"}>
      <SecurityScreen />
    </StaffLanguage>
  );
}

type Mode = "view" | "setup" | "turnOff" | "newCodes";

function SecurityScreen() {
  const m = useTwoStepMessages();
  const status = useQuery(twoStepQuery());
  const turnOff = useTurnOff();
  const newCodes = useNewRecoveryCodes();
  const [mode, setMode] = useState<Mode>("view");
  const [codes, setCodes] = useState<string[] | null>(null);
  const s = m.security;
  const data = status.data;

  let body;
  if (status.isError && !data) body = <LoadFailed text={s.loadFailed} retry={s.retry} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  else if (!data) body = <Loading text={s.loading} />;
  else if (codes) body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  else if (mode === "setup") body = <SetupFlow onDone={() => setMode("view")} onCancel={() => setMode("view")} />;
  else
    body = (
      <>
        <div className="flex items-start gap-3">
          <span
            className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${data.enabled ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-amber-800"}`}
          >
            {data.enabled ? <ShieldCheck aria-hidden="true" className="h-5 w-5" /> : <ShieldAlert aria-hidden="true" className="h-5 w-5" />}
          </span>
          <div className="min-w-0">
            <h2 data-two-step-status={data.enabled ? "on" : "off"} className="font-semibold text-ink">
              {data.enabled ? s.statusOn : s.statusOff}
            </h2>
            <p className="mt-1 text-sm text-muted">{data.enabled ? s.onText(data.recoveryCodesLeft ?? 0) : s.offText}</p>
            {data.required ? <p className="mt-1 text-sm text-ink">{s.requiredText}</p> : null}
          </div>
        </div>
        {mode === "view" ? (
          <div className="mt-5 flex flex-wrap gap-2">
            {data.enabled ? (
              <>
                <Button variant="secondary" onClick={() => setMode("newCodes")}>
                  {s.newCodes}
                </Button>
                <Button variant="dangerSecondary" onClick={() => setMode("turnOff")}>
                  {s.turnOff}
                </Button>
              </>
            ) : (
              <Button onClick={() => setMode("setup")}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                {s.turnOn}
              </Button>
            )}
          </div>
        ) : null}
        {mode === "turnOff" ? (
          <PasswordConfirm
            id="two-step-off"
            title={m.passwordDialog.turnOffTitle}
            text={m.passwordDialog.turnOffText}
            action={m.passwordDialog.turnOff}
            danger
            onCancel={() => setMode("view")}
            onConfirm={async (values) => {
              await turnOff.mutateAsync(values);
              notify.success(m.toasts.off.title, m.toasts.off.description);
              setMode("view");
            }}
          />
        ) : null}
        {mode === "newCodes" ? (
          <PasswordConfirm
            id="two-step-codes"
            title={m.passwordDialog.newCodesTitle}
            text={m.passwordDialog.newCodesText}
            action={m.passwordDialog.newCodes}
            onCancel={() => setMode("view")}
            onConfirm={async (values) => {
              setCodes((await newCodes.mutateAsync(values)).recoveryCodes);
              setMode("view");
            }}
          />
        ) : null}
      </>
    );

  return (
    <AdminPage title={s.title} description={s.description}>
      <section className="max-w-2xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">{body}</section>
    </AdminPage>
  );
}
