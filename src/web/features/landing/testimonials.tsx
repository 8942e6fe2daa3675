import { ArrowRight, Quote } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";
import { TESTIMONIALS, TESTIMONIAL_STATS } from "~/content/testimonials";
import { scrollToTop } from "~/lib/scroll-to-top";
import { LandingSection } from "./landing-section";
import { useLandingMessages } from "~/i18n/landing-messages";

/** Client stats, six static testimonials and a link to the assessment form. */
export function Testimonials() {
  const t = useLandingMessages().landing.testimonials;
  return (
    <LandingSection id="testimonials" className="bg-surface">
      <SectionHeading id="testimonials-heading" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <ul
        aria-label={t.statsLabel}
        className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-2xl bg-line ring-1 ring-line md:grid-cols-4"
      >
        {TESTIMONIAL_STATS.map(({ id, icon: Icon }) => (
          <li key={id} className="flex flex-col items-center bg-white px-4 py-6 text-center">
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <p className="mt-2 text-3xl font-bold tracking-tight text-ink">{t.stats[id].value}</p>
            <p className="text-sm font-medium text-muted">{t.stats[id].label}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map(({ id, rating }) => {
          const item = t.items[id];
          return (
            <figure key={id} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-line">
              <div className="flex items-center justify-between">
                <Stars rating={rating} />
                <Quote aria-hidden="true" className="h-6 w-6 text-brand-200" />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-line pt-4">
                <p className="font-semibold text-ink">{item.name}</p>
                <p className="text-sm text-muted">{item.company}</p>
                <p className="text-sm text-muted">{item.location}</p>
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-lg text-ink">{t.ctaText}</p>
        <SiteLink to="/get-quote" onClick={scrollToTop} className={buttonVariants({ size: "lg", wrap: true })}>
          {t.freeJobAssessment}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </SiteLink>
      </div>
    </LandingSection>
  );
}
