import { lazy } from "react";
import { loadFrenchTitles, loaded, useMessages } from "~/i18n/index";
import { meta as pageTexts } from "~/i18n/en/meta";
import { pageMeta } from "~/lib/page-meta";
import { PrerenderedHtml } from "~/lib/prerendered-html";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname, pageTexts.privacy, () => loaded(loadFrenchTitles).meta.privacy);

// The policy only links: on a first load it stays as prerendered HTML, so neither its code nor its
// strings are downloaded, and the officer the server wrote into it stays (decision 056). Its code
// loads only when the page is reached from another page of the site.
const PrivacyPolicy = lazy(() => import("~/features/privacy/privacy-policy"));

/** /privacy: the privacy policy. */
export default function Privacy() {
  const m = useMessages();
  const loading = (
    <p role="status" className="min-h-screen p-8 text-muted">
      {m.common.loading}
    </p>
  );
  return <PrerenderedHtml id="privacy" Content={PrivacyPolicy} fallback={loading} />;
}
