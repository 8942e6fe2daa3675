import { ArrowRight, Check, Mail } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { SERVICES } from "~/content/services";
import { scrollToTop } from "~/lib/scroll-to-top";
import { site } from "~/site";
import { IconTile } from "./icon-tile";
import { LandingSection } from "./landing-section";
import { useLandingMessages } from "~/i18n/landing-messages";

/** Six service cards and a call to action for custom work. */
export function Services() {
  const t = useLandingMessages().landing.services;
  return (
    <LandingSection id="services" className="bg-surface">
      <SectionHeading id="services-heading" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ id, icon }) => {
          const service = t.items[id];
          return (
            <article key={id} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-line">
              <IconTile icon={icon} />
              <h3 className="mt-5 text-lg font-semibold text-ink">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{service.description}</p>
              <ul aria-label={t.featuresLabel(service.title)} className="mt-5 space-y-2 border-t border-line pt-5">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5 text-sm text-ink">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
      <div className="mt-12 flex flex-col gap-6 rounded-2xl bg-white p-8 ring-1 ring-line lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h3 className="text-xl font-semibold text-ink">{t.customTitle}</h3>
          <p className="mt-2 text-muted">{t.customText}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SiteLink to="/get-quote" onClick={scrollToTop} className={buttonVariants({ wrap: true })}>
            {t.getCustomQuote}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </SiteLink>
          <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary", wrap: true })}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
        </div>
      </div>
    </LandingSection>
  );
}
