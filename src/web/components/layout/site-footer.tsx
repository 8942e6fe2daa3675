import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { telHref } from "@shared/format";
import { paths, type SectionId } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { useFooterMessages } from "~/i18n/footer-messages";
import { useMessages } from "~/i18n/index";
import { useLocale } from "~/i18n/locale";
import { site } from "~/site";
import { placeAndHours } from "~/site-place";
import { Logo } from "./logo";

const QUICK_SECTIONS = ["about", "why-choose-us", "testimonials"] as const satisfies SectionId[];

/**
 * The four-column footer and bottom bar on every public page. Rendered through `Footer`
 * (footer.tsx), which keeps it as prerendered HTML on a first load; its `data-section` buttons
 * scroll through that wrapper's click handler.
 */
export function SiteFooter() {
  const m = { ...useMessages(), ...useFooterMessages() };
  const place = placeAndHours[useLocale()];
  const linkClass = "text-left text-sm text-slate-300 hover:text-white hover:underline";
  const headingClass = "text-sm font-semibold uppercase tracking-wider text-white";

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverse />
          <p className="text-sm leading-relaxed">{m.footer.description}</p>
          <p className="text-sm">{m.footer.legal(site)}</p>
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {place.serviceArea}
              <br />
              {place.serviceRegion}
            </span>
          </p>
          <a href={`mailto:${site.email}`} className="flex items-center gap-2 text-sm text-white hover:underline">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
        </div>

        <div>
          <h2 className={headingClass}>{m.footer.servicesHeading}</h2>
          <ul className="mt-4 space-y-3">
            {m.footer.services.map((label) => (
              <li key={label}>
                <button type="button" className={linkClass} data-section="services">
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{m.footer.quickLinksHeading}</h2>
          <ul className="mt-4 space-y-3">
            {QUICK_SECTIONS.map((id) => (
              <li key={id}>
                <button type="button" className={linkClass} data-section={id}>
                  {m.footer.quickLinks[id]}
                </button>
              </li>
            ))}
            <li>
              <SiteLink to="/get-quote" className={linkClass}>
                {m.footer.freeJobAssessment}
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/vacancy" className={linkClass}>
                {m.footer.vacancies}
              </SiteLink>
            </li>
            <li>
              <a href={`mailto:${site.email}?subject=Emergency%20Service`} className={linkClass}>
                {m.footer.emergencyEmail}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{m.footer.hoursHeading}</h2>
          <div className="mt-4 space-y-2 text-sm">
            <p className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <span className="block font-medium text-white">{m.footer.businessHours}</span>
                {place.hoursWeekdays}
                <br />
                {place.hoursEmergency}
              </span>
            </p>
            <a href={telHref(site.phone)} className="flex items-center gap-2 hover:text-white hover:underline">
              <Phone aria-hidden="true" className="h-4 w-4" />
              {site.phone}
            </a>
          </div>
          <div className="mt-6 rounded-lg bg-slate-800 p-4">
            <p className="font-semibold text-white">{m.footer.freeQuoteTitle}</p>
            <p className="mt-1 text-sm">{m.footer.freeQuoteText}</p>
            <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "inverse", size: "sm", className: "mt-3" })}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {m.common.emailUs}
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between">
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <span>{m.footer.copyright(site)}</span>
            <SiteLink to={paths.privacy} className="text-slate-300 underline underline-offset-2 hover:text-white">
              {m.footer.privacy}
            </SiteLink>
          </p>
          <p>{m.footer.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
