import { CheckCircle2, Home, RotateCcw, XCircle, type LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { ContactButtons } from "./contact-buttons";
import { useAssessmentMessages } from "~/i18n/assessment-messages";

/** Step 8: the outcome of the submission. */
export function ResultView({ outcome, headingRef, onRetry }: { outcome: "success" | "failure"; headingRef: Ref<HTMLHeadingElement>; onRetry: () => void }) {
  const m = useAssessmentMessages().assessment;
  const home = (
    <SiteLink to="/" className={buttonVariants({ variant: outcome === "success" ? "primary" : "secondary" })}>
      <Home aria-hidden="true" className="h-4 w-4" />
      {m.home}
    </SiteLink>
  );
  if (outcome === "failure") {
    return (
      <Outcome icon={XCircle} tone="text-danger" title={m.failure.title} text={m.failure.text} headingRef={headingRef}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {m.failure.retry}
          </Button>
          {home}
        </div>
        <ContactButtons className="mt-4" />
      </Outcome>
    );
  }
  return (
    <Outcome icon={CheckCircle2} tone="text-brand-700" title={m.success.title} text={m.success.intro} headingRef={headingRef}>
      <section className="mx-auto mt-8 max-w-2xl rounded-lg border border-line bg-surface p-6 text-left">
        <h3 className="text-lg font-semibold text-ink">{m.success.nextTitle}</h3>
        <ol className="mt-4 space-y-4">
          {m.success.next.map((s, i) => (
            <li key={s.title} className="flex gap-4">
              <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-ink">{s.title}</p>
                <p className="text-sm text-muted">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <ContactButtons className="mt-8" />
      <div className="mt-4 flex justify-center">{home}</div>
    </Outcome>
  );
}

/** The outcome's icon, its heading (focused when shown) and text, then what to do next. */
function Outcome({
  icon: Icon,
  tone,
  title,
  text,
  headingRef,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="text-center">
      <Icon aria-hidden="true" className={`mx-auto h-14 w-14 ${tone}`} />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 scroll-mt-24 text-2xl font-bold text-ink focus:outline-none">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted">{text}</p>
      {children}
    </div>
  );
}
