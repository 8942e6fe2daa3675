import { Mail, Phone } from "lucide-react";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { site } from "~/site";

/** The 'Questions?' block under the form. */
export function HelpBlock() {
  const m = useAssessmentMessages().assessment.help;
  return (
    <section aria-labelledby="assessment-help" className="mt-10 rounded-xl bg-brand-900 px-6 py-8 text-center text-white">
      <h2 id="assessment-help" className="text-xl font-semibold">
        {m.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-sm text-brand-100">{m.blurb(site.companyName)}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-x-8 gap-y-3">
        <a href={`tel:${site.phone}`} className="inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline">
          <Phone aria-hidden="true" className="h-4 w-4" />
          {site.phone}
        </a>
        <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline">
          <Mail aria-hidden="true" className="h-4 w-4" />
          {site.email}
        </a>
      </div>
    </section>
  );
}
