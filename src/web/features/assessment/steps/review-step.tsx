import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { storedPropertySize } from "@shared/assessment-storage";
import { ADD_ON_OPTIONS, CUSTOM_SIZE, FREQUENCIES, labelOf, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES } from "@shared/options/assessment";
import type { FormValues } from "../form-values";
import type { OptionList } from "@shared/i18n/options-fr";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

type Row = { label: string; value: string };

function ReviewCard({ title, rows, children }: { title: string; rows?: Row[]; children?: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-surface p-5">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {rows ? (
        <dl className="mt-3 space-y-2 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
              <dt className="text-muted">{r.label}</dt>
              <dd className="break-words text-ink">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

/** Step 7: the answers as labels, for a last check before submitting. */
export function ReviewStep() {
  const m = useAssessmentMessages().assessment;
  const r = m.review;
  const v = useFormContext<FormValues>().watch();
  const { option } = useFormLanguage();
  const text = (value: string) => value.trim() || r.notSpecified;
  const label = (list: OptionList, options: readonly { value: string; label: string }[], value: string) => option(list, value, labelOf(options, value));
  const list = (values: string[], name: OptionList, options: readonly { value: string; label: string }[]) =>
    values.length ? values.map((value) => label(name, options, value)).join(", ") : r.noneSelected;
  const addOns = v.service_type.includes("specialty") ? v.add_on_options : [];
  const stored = storedPropertySize(v);
  const size = v.property_size && v.property_size !== CUSTOM_SIZE ? option("propertySizes", stored, stored) : text(stored);
  const frequency = v.frequency === "custom" ? text(v.custom_frequency) : v.frequency ? label("frequencies", FREQUENCIES, v.frequency) : r.notSpecified;
  const special = v.special_requirements.replace(/[<>]/g, "").trim();

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ReviewCard
          title={r.contact}
          rows={[
            { label: r.name, value: text(v.full_name) },
            { label: r.phone, value: text(v.phone_number) },
            { label: r.email, value: text(v.email) },
            { label: r.address, value: text(v.property_address) },
            { label: r.postcode, value: text(v.postcode) },
            { label: r.news, value: v.news_consent ? m.yes : m.no },
          ]}
        />
        <ReviewCard
          title={r.service}
          rows={[
            { label: r.serviceType, value: list(v.service_type, "serviceTypes", SERVICE_TYPES) },
            { label: r.addOns, value: list(addOns, "addOns", ADD_ON_OPTIONS) },
          ]}
        />
        <ReviewCard
          title={r.property}
          rows={[
            { label: r.propertyType, value: list(v.property_type, "propertyTypes", PROPERTY_TYPES) },
            { label: r.propertySize, value: size },
          ]}
        />
        <ReviewCard
          title={r.schedule}
          rows={[
            { label: r.frequency, value: frequency },
            { label: r.pets, value: v.pets ? m.yes : m.no },
            { label: r.petType, value: v.pets ? text(v.pet_type) : r.notApplicable },
            { label: r.ingredients, value: v.preferred_ingredients ? label("ingredients", PREFERRED_INGREDIENTS, v.preferred_ingredients) : r.notSpecified },
          ]}
        />
      </div>
      {special ? (
        <ReviewCard title={r.special}>
          <p className="mt-3 whitespace-pre-line break-words text-sm text-ink">{special}</p>
        </ReviewCard>
      ) : null}
      <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">{r.note}</p>
    </div>
  );
}
