import { AssessmentForm } from "~/features/assessment/assessment-form";
import { HelpBlock } from "~/features/assessment/help-block";
import { loadFrenchTitles, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname, pageTexts.getQuote, () => loaded(loadFrenchTitles).meta.getQuote);

/** /get-quote and /request: the seven-step assessment form. */
export default function GetQuote() {
  const m = useAssessmentMessages();
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{m.getQuote.heading}</h1>
        <p className="mt-3 text-lg text-muted">{m.getQuote.intro}</p>
        <div className="mt-8 rounded-xl bg-white shadow-sm ring-1 ring-line">
          <AssessmentForm />
        </div>
        <HelpBlock />
      </div>
    </section>
  );
}
