import { ArrowRight, Mail, MapPin } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { HERO_BADGES } from "~/content/hero";
import { useMessages } from "~/i18n/index";
import { useLandingMessages } from "~/i18n/landing-messages";
import { scrollToTop } from "~/lib/scroll-to-top";
import { site } from "~/site";
import { HeroIllustration } from "./hero-illustration";
import { LandingSection } from "./landing-section";

/** The page's main heading, the two calls to action and the three commitment badges. */
export function Hero() {
  const m = useMessages();
  const t = useLandingMessages().landing.hero;
  return (
    <LandingSection id="home" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-12 pb-16 sm:pt-20 lg:pt-24 lg:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)] opacity-60"
      />
      <div className="relative grid items-center gap-12 lg:grid-cols-[7fr_5fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {t.eyebrow}
          </p>
          <h1
            id="home-heading"
            className="mt-6 text-[2rem] leading-tight font-bold tracking-tight text-ink sm:text-5xl lg:text-balance xl:text-[3.5rem] xl:leading-[1.1]"
          >
            {t.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{t.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink to="/get-quote" onClick={scrollToTop} className={buttonVariants({ size: "lg", wrap: true })}>
              {t.getFreeQuote}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </SiteLink>
            <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary", size: "lg", wrap: true })}>
              <Mail aria-hidden="true" className="h-5 w-5" />
              {m.common.emailUs}
            </a>
          </div>
          <ul aria-label={t.badgesLabel} className="mt-10 flex flex-wrap gap-3">
            {HERO_BADGES.map(({ id, icon: Icon }) => (
              <li key={id} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-sm ring-1 ring-line">
                <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {t.badges[id]}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-lg lg:block" />
      </div>
    </LandingSection>
  );
}
