import { JOB_POSTINGS } from "~/content/job-postings";
import { JobPostingCard } from "~/features/careers/job-posting-card";
import { loadFrenchTitles, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site";
import { useVacancyMessages } from "~/i18n/vacancy-messages";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname, pageTexts.vacancy, () => loaded(loadFrenchTitles).meta.vacancy);

/** /vacancy: the careers page with three static postings, the last one closed. */
export default function Vacancy() {
  const m = useVacancyMessages();
  return (
    <>
      <section className="border-b border-line bg-surface">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{m.vacancy.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{m.vacancy.heading}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-muted">{m.vacancy.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
        {JOB_POSTINGS.map((posting) => (
          <JobPostingCard key={posting.id} posting={posting} />
        ))}
        <p className="pt-4 text-center text-muted">
          {m.vacancy.contactPrompt}{" "}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {site.email}
          </a>
        </p>
      </div>
    </>
  );
}
