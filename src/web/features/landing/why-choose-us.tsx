import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { BENEFITS, WHY_BADGES } from "~/content/why-choose-us";
import { IconTile } from "./icon-tile";
import { LandingSection } from "./landing-section";
import { useLandingMessages } from "~/i18n/landing-messages";

/** Six benefit cards, three track-record badges and a button down to the contact form. */
export function WhyChooseUs() {
  const t = useLandingMessages().landing.whyChooseUs;
  return (
    <LandingSection id="why-choose-us">
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="why-choose-us-heading" eyebrow={t.eyebrow} title={t.title} lead={t.lead} align="left" />
          <ul aria-label={t.badgesLabel} className="mt-8 flex flex-wrap gap-2">
            {WHY_BADGES.map(({ id, icon: Icon }) => (
              <li
                key={id}
                className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200"
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {t.badges[id]}
              </li>
            ))}
          </ul>
          <Button size="lg" wrap className="mt-8" data-section="contact">
            {t.contactUs}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {BENEFITS.map(({ id, icon }) => (
            <article key={id} className="rounded-2xl bg-white p-6 ring-1 ring-line">
              <IconTile icon={icon} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t.benefits[id].title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t.benefits[id].description}</p>
            </article>
          ))}
        </div>
      </div>
    </LandingSection>
  );
}
