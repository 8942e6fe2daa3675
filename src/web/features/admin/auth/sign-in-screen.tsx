import { ArrowLeft, MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AuthFrame } from "./auth-frame";
import { AuthTabs, panelId, tabId, type AuthTab } from "./auth-tabs";
import { ResetRequestForm } from "./reset-request-form";
import { SetNewPasswordForm } from "./set-new-password-form";
import { SignInForm } from "./sign-in-form";

const linkClass = "inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline";

/**
 * The admin sign-in screen (spec 001 §2.2): Sign In and Reset Password tabs, 'Check Your Email'
 * after a reset request, or Set New Password when the address carries a recovery token.
 */
export function SignInScreen({ recoveryToken }: { recoveryToken?: string | null }) {
  const m = useAdminMessages().adminAuth;
  if (recoveryToken) {
    return (
      <AuthFrame intro={false}>
        <SetNewPasswordForm token={recoveryToken} />
        <p className="mt-6 text-center">
          <Link to={paths.admin} replace className={linkClass}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {m.reset.backToSignIn}
          </Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <SignInTabs />
    </AuthFrame>
  );
}

function SignInTabs() {
  const m = useAdminMessages().adminAuth;
  const [tab, setTab] = useState<AuthTab>("signIn");
  const [resetEmail, setResetEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const show = (next: AuthTab, focus = false) => {
    setTab(next);
    if (focus) requestAnimationFrame(() => tabRefs.current[next]?.focus());
  };

  return (
    <>
      <AuthTabs value={tab} onChange={(t) => show(t)} labels={m.tabs} label={m.tabsLabel} tabRefs={tabRefs} />
      <div role="tabpanel" id={panelId("signIn")} aria-labelledby={tabId("signIn")} hidden={tab !== "signIn"} className="mt-6">
        <SignInForm
          onForgot={(email) => {
            setResetEmail(email);
            setSentTo(null);
            show("reset", true);
          }}
        />
      </div>
      <div role="tabpanel" id={panelId("reset")} aria-labelledby={tabId("reset")} hidden={tab !== "reset"} className="mt-6">
        {sentTo ? (
          <div className="text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <MailCheck aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 ref={sentHeading} tabIndex={-1} className="mt-4 text-lg font-semibold text-ink outline-none">
              {m.reset.sentHeading}
            </h2>
            <p className="mt-2 text-sm text-muted">{m.reset.sentText(sentTo)}</p>
            <button
              type="button"
              className={`${linkClass} mt-6`}
              onClick={() => {
                setSentTo(null);
                show("signIn", true);
              }}
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {m.reset.backToSignIn}
            </button>
          </div>
        ) : (
          <ResetRequestForm defaultEmail={resetEmail} onSent={setSentTo} />
        )}
      </div>
    </>
  );
}
