import { lazy, useEffect } from "react";
import { useLocation } from "react-router";
import { SECTION_IDS, type SectionId } from "@shared/paths";
import { localBusinessJsonLd } from "~/content/local-business";
import { useMessages } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { PrerenderedHtml } from "~/lib/prerendered-html";
import { site } from "~/site";
import { homeMeta } from "~/i18n/en/home-meta";

export const meta = () => [...pageMeta(homeMeta, "/"), { "script:ld+json": localBusinessJsonLd(site) }];

// The sections stay as prerendered HTML on a first load; their code loads only when the page is
// reached from another page of the site. The consultation form (with zod and react-hook-form) is
// hydrated on its own as the contact section nears the viewport or takes the focus.
const LandingSections = lazy(() => import("~/features/landing/landing-sections").then((m) => ({ default: m.LandingSections })));
const islands = { consultation: () => import("~/features/consultation/consultation-form").then((m) => m.ConsultationForm) };

const isSectionId = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

/** The landing page: hero, about, services, why choose us, testimonials, careers banner, contact. */
export default function Home() {
  const { hash } = useLocation();
  const m = useMessages();

  // "/#testimonials" from another page: land on the section once the page has rendered.
  useEffect(() => {
    const id = hash.slice(1);
    if (isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash]);

  const loading = (
    <p role="status" className="min-h-screen p-8 text-muted">
      {m.common.loading}
    </p>
  );
  return <PrerenderedHtml id="landing" Content={LandingSections} islands={islands} fallback={loading} />;
}
