import { CircleCheck, Clock, Mail, MapPin, Siren, Timer, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { useLocale } from "~/i18n/locale";
import { site } from "~/site";
import { placeAndHours } from "~/site-place";
import { useContactMessages } from "~/i18n/contact-messages";

/** Contact information, the response promise and the highlighted emergency box. */
export function ContactPanel({ className }: { className?: string }) {
  const place = placeAndHours[useLocale()];
  const t = useContactMessages().contact;
  return (
    <div className={clsx("flex flex-col gap-6", className)}>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h3 className="text-xl font-semibold text-ink">{t.panelTitle}</h3>
        <ul className="mt-6 space-y-6">
          <PanelRow icon={Mail} label={t.emailLabel}>
            <a href={`mailto:${site.email}`} className="font-medium break-all text-brand-800 hover:underline">
              {site.email}
            </a>
          </PanelRow>
          <PanelRow icon={MapPin} label={t.areaLabel}>
            {place.serviceArea}
            <br />
            {place.serviceRegion}
          </PanelRow>
          <PanelRow icon={Clock} label={t.hoursLabel}>
            {place.hoursWeekdays}
            <br />
            {place.hoursEmergency}
          </PanelRow>
        </ul>
        <p className="mt-6 flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800">
          <Timer aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t.respondWithin}
        </p>
      </div>
      <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Siren aria-hidden="true" className="h-6 w-6 shrink-0" />
          {t.emergencyTitle}
        </h3>
        <ul className="mt-5 space-y-3">
          {t.emergencyChecks.map((line) => (
            <li key={line} className="flex gap-3">
              <CircleCheck aria-hidden="true" data-check className="mt-0.5 h-5 w-5 shrink-0" />
              {line}
            </li>
          ))}
        </ul>
        <p className="mt-5 border-t border-white/20 pt-5 text-sm text-brand-50">{t.otherInquiries}</p>
      </div>
    </div>
  );
}

function PanelRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="mt-1 text-muted">{children}</p>
      </div>
    </li>
  );
}
