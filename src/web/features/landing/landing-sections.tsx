import { useEffect, type ReactNode } from "react";
import { scrollToHashSection } from "~/lib/use-section-nav";
import { About } from "./about";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import { JoinTeamBanner } from "./join-team-banner";
import { Services } from "./services";
import { Testimonials } from "./testimonials";
import { WhyChooseUs } from "./why-choose-us";

/** The landing page's sections, top to bottom; the route gives the contact section its form. */
export function LandingSections({ contactForm }: { contactForm: ReactNode }) {
  // Rendered in the browser only on a visit from another page: "/#contact" lands once it is here.
  useEffect(() => scrollToHashSection(window.location.hash), []);
  return (
    <>
      <Hero />
      <About />
      <Services />
      <WhyChooseUs />
      <Testimonials />
      <JoinTeamBanner />
      <ContactSection form={contactForm} />
    </>
  );
}
