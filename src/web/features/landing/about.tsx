import { CircleCheck } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import { ABOUT_FIGURES } from "~/content/about";
import { IconTile } from "./icon-tile";
import { LandingSection } from "./landing-section";
import { useLandingMessages } from "~/i18n/landing-messages";

/** Who the company is: an introduction, the why-choose list and four figures. */
export function About() {
  const t = useLandingMessages().landing.about;
  return (
    <LandingSection id="about">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about-heading" eyebrow={t.eyebrow} title={t.title} align="left" />
          <p className="mt-6 text-lg leading-relaxed text-muted">{t.intro}</p>
          <h3 className="mt-10 text-lg font-semibold text-ink">{t.whyTitle}</h3>
          <ul className="mt-4 space-y-3">
            {t.why.map((line) => (
              <li key={line} className="flex gap-3 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <ul aria-label={t.figuresLabel} className="grid grid-cols-2 gap-4 sm:gap-6">
          {ABOUT_FIGURES.map(({ id, icon }) => (
            <li key={id} className="rounded-2xl bg-surface p-6 ring-1 ring-line sm:p-8">
              <IconTile icon={icon} />
              <p className="mt-5 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t.figures[id].value}</p>
              <p className="mt-1 text-sm font-medium text-muted sm:text-base">{t.figures[id].label}</p>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
