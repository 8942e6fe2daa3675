import { lazy, useEffect } from "react";
import { useLocation } from "react-router";
import { localBusinessJsonLd } from "~/content/local-business";
import { useMessages, loadFrenchCore, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { Island } from "~/lib/island";
import { PrerenderedHtml } from "~/lib/prerendered-html";
import { scrollToHashSection } from "~/lib/use-section-nav";
import { site } from "~/site";
import { homeMeta } from "~/i18n/en/home-meta";

export const meta = ({ location }: { location: { pathname: string } }) => [
  ...pageMeta(location.pathname, homeMeta, () => loaded(loadFrenchCore).homeMeta),
  { "script:ld+json": localBusinessJsonLd(site) },
];

// The sections stay as prerendered HTML on a first load; their code loads only when the page is
// reached from another page of the site. The consultation form (with zod and react-hook-form) is
// hydrated on its own as the contact section nears the viewport or takes the focus.
const loadConsultationForm = () => import("~/features/consultation/consultation-form").then((m) => m.ConsultationForm);
const LandingSections = lazy(async () => {
  const [{ LandingSections: Sections }, ConsultationForm] = await Promise.all([import("~/features/landing/landing-sections"), loadConsultationForm()]);
  const Landing = () => (
    <Sections
      contactForm={
        <Island name="consultation">
          <ConsultationForm />
        </Island>
      }
    />
  );
  return { default: Landing };
});
const islands = { consultation: loadConsultationForm };

/** The landing page: hero, about, services, why choose us, testimonials, careers banner, contact. */
export default function Home() {
  const { hash } = useLocation();
  const m = useMessages();

  // "/#testimonials": land on the section (on a visit from another page, the sections do it
  // themselves once their code has loaded).
  useEffect(() => scrollToHashSection(hash), [hash]);

  const loading = (
    <p role="status" className="min-h-screen p-8 text-muted">
      {m.common.loading}
    </p>
  );
  return <PrerenderedHtml id="landing" Content={LandingSections} islands={islands} fallback={loading} />;
}
