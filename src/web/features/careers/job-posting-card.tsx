import type { JobPosting } from "~/content/job-postings";
import { clsx } from "clsx";
import { ApplyLink } from "./apply-link";
import { PostingDetails } from "./posting-details";
import { BulletList, InsuranceTerms } from "./posting-sections";
import { useVacancyMessages } from "~/i18n/vacancy-messages";

/** One job posting; a closed one is covered by the "CLOSED" overlay but keeps its content. */
export function JobPostingCard({ posting }: { posting: JobPosting }) {
  const m = useVacancyMessages();
  const text = m.vacancy.postings[posting.id];
  const titleId = `posting-${posting.id}`;
  return (
    <article aria-labelledby={titleId} data-posting={posting.id} className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
      {/* Small screens: title, key facts with the apply link, then the full description. A closed
          posting keeps a band free at the top for its notice, so the notice hides none of the text. */}
      <div
        className={clsx(
          "grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-0",
          posting.closed && "pt-28 sm:pt-24",
        )}
      >
        <div className="lg:col-start-1">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
            {text.title}
          </h2>
          {/* Right after the title in reading order; visually it covers the whole card. */}
          {posting.closed ? (
            <div data-closed-overlay className="absolute inset-0 z-10 flex items-start justify-center bg-white/60 p-5 sm:p-6">
              <p className="rounded-lg bg-ink px-5 py-3 text-center text-base font-bold tracking-wide text-white shadow-lg sm:text-lg">{m.vacancy.closed}</p>
            </div>
          ) : null}
          <ul aria-label={m.vacancy.tagsLabel} className="mt-3 flex flex-wrap gap-2">
            {text.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6 self-start rounded-xl bg-surface p-5 ring-1 ring-inset ring-line lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PostingDetails text={text} />
          <ApplyLink href={posting.applyUrl} label={text.applyLabel} postingTitle={text.title} closed={posting.closed} />
        </div>
        <div className="lg:col-start-1">
          <p data-description className="leading-relaxed text-ink lg:mt-5">
            {text.description}
          </p>
          {text.responsibilities ? <BulletList heading={m.vacancy.sections.responsibilities} items={text.responsibilities} /> : null}
          {text.requirements ? <BulletList heading={m.vacancy.sections.requirements} items={text.requirements} /> : null}
          {text.insurance ? <InsuranceTerms heading={m.vacancy.sections.insurance} terms={text.insurance} /> : null}
        </div>
      </div>
    </article>
  );
}
