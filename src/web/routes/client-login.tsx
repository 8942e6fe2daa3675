import { ArrowLeft, Phone } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { telHref } from "@shared/format";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Logo } from "~/components/layout/logo";
import { Footer } from "~/components/layout/footer";
import { LoginForm } from "~/features/client-auth/login-form";
import { loadFrenchTitles, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site";
import { useClientLoginMessages } from "~/i18n/client-login-messages";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname, pageTexts.clientLogin, () => loaded(loadFrenchTitles).meta.clientLogin);

/** /client-login: its own logo and "Back to Main Site" instead of the navigation bar. */
export default function ClientLogin() {
  const m = useClientLoginMessages();
  return (
    <>
      <main id="main" className="flex min-h-[80vh] items-center justify-center bg-surface px-4 py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-line">
          <Logo className="justify-center" />
          <h1 className="mt-6 text-center text-2xl font-bold text-ink">{m.clientLogin.title}</h1>
          <LoginForm />
          <div className="mt-8 space-y-4 border-t border-line pt-6 text-center text-sm">
            <p>
              <a href={telHref(site.phone)} className="inline-flex items-center gap-2 text-muted hover:text-ink hover:underline">
                <Phone aria-hidden="true" className="h-4 w-4" />
                {m.clientLogin.help(site.phone)}
              </a>
            </p>
            <SiteLink to="/" className="inline-flex items-center justify-center gap-2 font-medium text-brand-800 hover:underline">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {m.clientLogin.backToSite}
            </SiteLink>
            <p>
              <LanguageSwitch className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900" />
            </p>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
