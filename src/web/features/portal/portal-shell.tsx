import type { ReactNode } from "react";
import type { SessionInfo } from "@shared/schemas/auth";
import { Sidebar, SidebarProvider, SidebarTrigger } from "~/components/ui/sidebar";
import { paths } from "@shared/paths";
import { useMessages } from "~/i18n/index";
import { useLocalePath } from "~/i18n/locale";
import { usePortalMessages } from "~/i18n/portal-messages";
import { LanguageButton } from "./language-button";
import { PortalBrand } from "./portal-brand";
import { PortalNav } from "./portal-nav";
import { SignOutButton } from "./sign-out-button";

/** Sidebar titled "Client Portal", a header with "Signed in as:", the session's e-mail and the language switch, and the page. */
export function PortalShell({ session, children }: { session: SessionInfo; children: ReactNode }) {
  const messages = useMessages();
  const m = usePortalMessages().portal;
  const localized = useLocalePath();
  return (
    <SidebarProvider>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {messages.common.skipToContent}
      </a>
      <div className="flex min-h-dvh bg-surface">
        <Sidebar label={m.title} header={<PortalBrand />} footer={<SignOutButton />}>
          <PortalNav />
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-line bg-white/95 px-3 backdrop-blur sm:px-6">
            <SidebarTrigger />
            <div aria-hidden="true" className="h-6 w-px bg-line" />
            <p className="flex min-w-0 flex-1 items-baseline gap-1.5 text-sm">
              <span className="shrink-0 text-muted">{m.signedInAs}</span>
              <span data-signed-in-email className="truncate font-semibold text-ink">
                {session.user.email}
              </span>
            </p>
            <LanguageButton />
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">
            <div className="mx-auto max-w-5xl">{children}</div>
          </main>
          <footer className="border-t border-line px-4 py-4 text-sm sm:px-6 lg:px-10">
            <div className="mx-auto max-w-5xl">
              {/* The public page, loaded as a page of its own (the server writes the officer into it). */}
              <a href={localized(paths.privacy)} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {m.privacyPolicy}
              </a>
            </div>
          </footer>
        </div>
      </div>
    </SidebarProvider>
  );
}
