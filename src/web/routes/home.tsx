import { useEffect } from "react";
import { useLocation } from "react-router";
import { SECTION_IDS, type SectionId } from "@shared/paths";
import { localBusinessJsonLd } from "~/content/local-business";
import { About } from "~/features/landing/about";
import { ContactSection } from "~/features/landing/contact-section";
import { Hero } from "~/features/landing/hero";
import { JoinTeamBanner } from "~/features/landing/join-team-banner";
import { Services } from "~/features/landing/services";
import { Testimonials } from "~/features/landing/testimonials";
import { WhyChooseUs } from "~/features/landing/why-choose-us";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site";

export const meta = () => [...pageMeta("home", "/"), { "script:ld+json": localBusinessJsonLd(site) }];

const isSectionId = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

function ConsultationFormSlot() {
  return null;
}

/** The landing page: hero, about, services, why choose us, testimonials, careers banner, contact. */
export default function Home() {
  const { hash } = useLocation();

  // "/#testimonials" from another page: land on the section once the page has rendered.
  useEffect(() => {
    const id = hash.slice(1);
    if (isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <>
      <Hero />
      <About />
      <Services />
      <WhyChooseUs />
      <Testimonials />
      <JoinTeamBanner />
      <ContactSection form={<ConsultationFormSlot />} />
    </>
  );
}
