import type { ReactNode } from "react";
import { PRIVACY_POLICY } from "@shared/privacy-policy";
import { paths } from "@shared/paths";
import { SiteLink } from "~/components/layout/site-link";
import { useFormat } from "~/i18n/format";
import { useLocale } from "~/i18n/locale";
import { usePrivacyMessages } from "~/i18n/privacy-messages";
import { site } from "~/site";
import { OfficerCard, usePrivacyPageValues } from "./officer-card";

// Where a person may complain: Quebec's Commission d'accès à l'information and the federal Office
// of the Privacy Commissioner, in the page's language where they have one.
const COMPLAINTS = {
  cai: { en: "https://www.cai.gouv.qc.ca/", fr: "https://www.cai.gouv.qc.ca/" },
  opc: { en: "https://www.priv.gc.ca/en/", fr: "https://www.priv.gc.ca/fr/" },
} as const;

type SectionKey = "short" | "collect" | "keep" | "share" | "cookies" | "rights" | "use" | "officer" | "changes";
const ORDER: SectionKey[] = ["short", "collect", "keep", "share", "cookies", "rights", "use", "officer", "changes"];
const link = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";

function Section({ id, title, children }: { id: SectionKey; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`} className="border-t border-line pt-8">
      <h2 id={`privacy-${id}`} className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

/** Cards of facts: a name, then each fact under its label (a table's rows, readable on a phone). */
function Facts({ rows }: { rows: { name: string; facts: [label: string, text: string][] }[] }) {
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.name} className="rounded-lg bg-white p-4 ring-1 ring-line">
          <h3 className="font-semibold text-ink">{row.name}</h3>
          <dl className="mt-1 space-y-1 text-sm">
            {row.facts.map(([label, text]) => (
              <div key={label} className="sm:flex sm:gap-2">
                <dt className="shrink-0 font-medium text-muted sm:w-32">{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy page (decision 056): what each part of the site collects and why, for how long, who
 * else receives it and where, the cookies, the rights and how to use them, and the person in charge
 * of privacy, with the policy's version and date. On a first load the build's HTML is kept as it
 * is (routes/privacy.tsx); this renders it at build time and on a visit from another page.
 */
export default function PrivacyPolicy() {
  const m = usePrivacyMessages().privacy;
  const locale = useLocale();
  const format = useFormat();
  const values = usePrivacyPageValues();
  const { complaint } = m.rights;
  return (
    <>
      <section className="border-b border-line bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{m.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{m.heading}</h1>
          <p className="mt-3 text-sm font-medium text-muted">{m.version(PRIVACY_POLICY.version, format.date(PRIVACY_POLICY.date) ?? PRIVACY_POLICY.date)}</p>
          <p className="mt-4 text-lg text-muted">{m.intro(site.companyName)}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6">
        <nav aria-labelledby="privacy-contents" className="rounded-xl bg-surface p-5 ring-1 ring-inset ring-line">
          <h2 id="privacy-contents" className="text-sm font-semibold uppercase tracking-wider text-muted">
            {m.contents}
          </h2>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {ORDER.map((key) => (
              <li key={key}>
                <a href={`#privacy-${key}`} className={link}>
                  {m.sections[key]}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id="short" title={m.sections.short}>
          <ul className="list-disc space-y-2 pl-6">
            {m.short.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>

        <Section id="collect" title={m.sections.collect}>
          <p>{m.collect.intro}</p>
          {m.collect.parts.map((part) => (
            <div key={part.heading}>
              <h3 className="text-lg font-semibold text-ink">{part.heading}</h3>
              <p className="mt-1">
                <strong className="font-semibold">{m.collect.collectLabel}</strong> {part.collect}
              </p>
              <p className="mt-1">
                <strong className="font-semibold">{m.collect.whyLabel}</strong> {part.why}
              </p>
              {part.note ? <p className="mt-1 text-muted">{part.note}</p> : null}
            </div>
          ))}
        </Section>

        <Section id="keep" title={m.sections.keep}>
          <p>{m.keep.intro}</p>
          <dl className="divide-y divide-line rounded-lg bg-white ring-1 ring-line">
            {m.keep.rows.map((r) => (
              <div key={r.what} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:gap-6">
                <dt className="font-medium">{r.what}</dt>
                <dd className="text-muted">
                  {r.period ? <span data-setting={r.period}>{values[r.period]}</span> : null}
                  {r.howLong}
                </dd>
              </div>
            ))}
          </dl>
          <p>{m.keep.after}</p>
        </Section>

        <Section id="share" title={m.sections.share}>
          <p>{m.share.intro}</p>
          <Facts
            rows={m.share.rows.map((r) => ({
              name: r.who,
              facts: [
                [m.share.whatLabel, r.what],
                [m.share.whereLabel, r.where],
              ],
            }))}
          />
          <p>{m.share.note}</p>
        </Section>

        <Section id="cookies" title={m.sections.cookies}>
          <p>{m.cookies.intro}</p>
          <Facts
            rows={m.cookies.rows.map((r) => ({
              name: r.name,
              facts: [
                [m.cookies.whyLabel, r.why],
                [m.cookies.howLongLabel, r.howLong],
              ],
            }))}
          />
        </Section>

        <Section id="rights" title={m.sections.rights}>
          <p>{m.rights.intro}</p>
          <ul className="space-y-2">
            {m.rights.items.map((right) => (
              <li key={right.name}>
                <strong className="font-semibold">{right.name}.</strong> {right.text}
              </li>
            ))}
            <li>
              <strong className="font-semibold">{complaint.name}.</strong> {complaint.before}
              <a href={COMPLAINTS.cai[locale]} className={link}>
                {complaint.cai}
              </a>
              {complaint.middle}
              <a href={COMPLAINTS.opc[locale]} className={link}>
                {complaint.opc}
              </a>
              {complaint.after}
            </li>
          </ul>
        </Section>

        <Section id="use" title={m.sections.use}>
          <p>
            {m.use.portal.before}
            <SiteLink to={paths.clientLogin} className={link}>
              {m.use.portal.link}
            </SiteLink>
            {m.use.portal.after}
          </p>
          <p>{m.use.write}</p>
          <p>{m.use.answer}</p>
        </Section>

        <Section id="officer" title={m.sections.officer}>
          <p>{m.officer.intro}</p>
          <OfficerCard officer={values} locale={locale} emailLabel={m.officer.emailLabel} />
        </Section>

        <Section id="changes" title={m.sections.changes}>
          <p>{m.changes}</p>
        </Section>
      </div>
    </>
  );
}
