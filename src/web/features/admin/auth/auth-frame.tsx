import { ArrowLeft, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/layout/logo";
import { useAdminMessages } from "~/i18n/admin-messages";
import { site } from "~/site";

/** Words of a screen in another language than the admin's English (a staff invitation's). */
export type FrameWords = { documentTitle: string; badge: string; heading: string; intro: ReactNode; backToSite: string; home: string };

/** The card around the sign-in, reset and new-password forms (and a staff invitation's), centred on the page. */
export function AuthFrame({ children, intro = true, words }: { children: ReactNode; intro?: boolean; words?: FrameWords }) {
  const { adminAuth, admin } = useAdminMessages();
  const m = words ?? {
    documentTitle: adminAuth.documentTitle(site.companyName),
    badge: admin.brand,
    heading: adminAuth.heading,
    intro: intro ? adminAuth.intro : null,
    backToSite: adminAuth.backToSite,
    home: "/",
  };
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-12">
      <title>{m.documentTitle}</title>
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
          <Logo className="justify-center" />
          <div className="mt-6 text-center">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-800">
              <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {m.badge}
            </p>
            <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{m.heading}</h1>
            {m.intro ? <p className="mt-1.5 text-sm text-muted">{m.intro}</p> : null}
          </div>
          <div className="mt-6">{children}</div>
        </div>
        <Link to={m.home} className="mt-6 flex items-center justify-center gap-2 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.backToSite}
        </Link>
      </div>
    </main>
  );
}
