import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { ContactPanel } from "./contact-panel";
import { LandingSection } from "./landing-section";
import { useContactMessages } from "~/i18n/contact-messages";

/** "Free Job Assessment": the consultation form (passed in) beside the contact-information panel. */
export function ContactSection({ form }: { form: ReactNode }) {
  const t = useContactMessages().contact;
  return (
    <LandingSection id="contact" className="bg-surface">
      <SectionHeading id="contact-heading" title={t.title} lead={t.lead} />
      <div className="mt-14 grid gap-8 lg:grid-cols-5">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8 lg:col-span-3">
          <h3 className="text-xl font-semibold text-ink">{t.formTitle}</h3>
          <div className="mt-6">{form}</div>
        </div>
        <ContactPanel className="lg:col-span-2" />
      </div>
    </LandingSection>
  );
}
