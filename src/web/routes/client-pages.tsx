import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router";
import { loaded, loadFrenchTitles, useMessages } from "~/i18n";
import { meta as pageTexts } from "~/i18n/en/meta";
import { useLocale } from "~/i18n/locale";
import { portalMeta } from "~/lib/page-meta";
import { site } from "~/site";
import NotFound from "./not-found";

// The portal's pages, by the path after /client-dashboard: the dashboard, quotes and a quote,
// invoices and an invoice, messages, privacy. One route entry with a thin module that loads each page
// lazily: every route entry, with the chunks its module imports, weighs on the manifest each
// public page downloads.
const Dashboard = lazy(() => import("~/features/portal/dashboard-page"));
const Quotes = lazy(() => import("~/features/portal/quotes-page"));
const Quote = lazy(() => import("~/features/portal/quote/quote-page"));
const Invoices = lazy(() => import("~/features/portal/invoices-page"));
const Invoice = lazy(() => import("~/features/portal/invoice/invoice-page"));
const Messages = lazy(() => import("~/features/portal/messages/messages-page"));
const Privacy = lazy(() => import("~/features/portal/privacy/privacy-page"));

const SECTIONS = { "": "portalDashboard", quotes: "portalQuotes", invoices: "portalInvoices", messages: "portalMessages", privacy: "portalPrivacy" } as const;
const sectionOf = (rest: string) => rest.split("/")[0] ?? "";

const titleOf = (section: string) => (Object.hasOwn(SECTIONS, section) ? SECTIONS[section as keyof typeof SECTIONS] : "notFound");

export const meta = ({ params }: { params: { "*"?: string } }) => portalMeta(pageTexts[titleOf(sectionOf(params["*"] ?? ""))]);

/**
 * The page's title in the portal's language. The route's `meta` writes the English one: the
 * address does not say the client's language. After each render the title is written again in
 * the portal's language (its French titles are loaded before the portal turns French).
 */
function usePortalTitle(section: string) {
  const locale = useLocale();
  useEffect(() => {
    const key = titleOf(section);
    document.title = (locale === "fr" ? loaded(loadFrenchTitles).meta[key] : pageTexts[key]).title(site);
  }, [locale, section]);
}

function Page({ rest }: { rest: string }) {
  const [section = "", id, ...more] = rest.split("/");
  if (more.length) return <NotFound />;
  if (section === "" && id === undefined) return <Dashboard />;
  if (section === "quotes") return id ? <Quote key={id} id={id} /> : <Quotes />;
  if (section === "invoices") return id ? <Invoice key={id} id={id} /> : <Invoices />;
  if (section === "messages" && id === undefined) return <Messages />;
  if (section === "privacy" && id === undefined) return <Privacy />;
  return <NotFound />;
}

export default function ClientPages() {
  const m = useMessages();
  const rest = (useParams()["*"] ?? "").replace(/\/+$/, "");
  usePortalTitle(sectionOf(rest));
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-muted">
          {m.common.loading}
        </p>
      }
    >
      <Page rest={rest} />
    </Suspense>
  );
}
