import { CheckCircle2 } from "lucide-react";

export function BulletList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section className="mt-7">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Insurance terms per engagement type (employee, contractor). */
export function InsuranceTerms({ heading, terms }: { heading: string; terms: { term: string; detail: string }[] }) {
  return (
    <section className="mt-7">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <dl className="mt-3 space-y-3">
        {terms.map(({ term, detail }) => (
          <div key={term} className="rounded-lg bg-surface p-4 ring-1 ring-inset ring-line">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="mt-1 text-muted">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
