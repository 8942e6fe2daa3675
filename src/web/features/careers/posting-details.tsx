import { Building2, CalendarDays, Clock, MapPin, Wallet, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { JobPostingId } from "~/content/job-postings";
import { site } from "~/site";
import { useVacancyMessages, type VacancyMessages } from "~/i18n/vacancy-messages";

type PostingText = VacancyMessages["vacancy"]["postings"][JobPostingId];

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-6 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** Employer, location, schedule, pay and hours of a posting. */
export function PostingDetails({ text }: { text: PostingText }) {
  const m = useVacancyMessages();
  const labels = m.vacancy.details;
  return (
    <dl className="space-y-4">
      <Detail icon={Building2} term={labels.employer}>
        {site.companyName}
      </Detail>
      <Detail icon={MapPin} term={labels.location}>
        {text.location}
      </Detail>
      <Detail icon={CalendarDays} term={labels.schedule}>
        {text.schedule.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Detail>
      <Detail icon={Wallet} term={labels.pay}>
        {text.pay}
      </Detail>
      {text.hours ? (
        <Detail icon={Clock} term={labels.hours}>
          {text.hours}
        </Detail>
      ) : null}
    </dl>
  );
}
