import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CUSTOM_SIZE, sizesFor } from "@shared/options/assessment";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/layout/privacy-note";
import { BusyButton } from "~/components/ui/busy-button";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { DEFAULT_SERVICE_AREA } from "@shared/service-area";
import { useSubmitAssessment } from "./api/submit-assessment";
import { fetchServiceArea, ServiceAreaContext } from "./service-area";
import { fetchClientPrefill, withClientData } from "./client-prefill";
import {
  assessmentResolver,
  schemasFor,
  EMPTY,
  FIELD_NAMES,
  gatedFields,
  STEP_OF,
  TOTAL_STEPS,
  type FieldName,
  type FormStep,
  type FormValues,
} from "./form-values";
import { ResultView } from "./result-view";
import { StepNav } from "./step-nav";
import { ContactStep } from "./steps/contact-step";
import { FrequencyStep } from "./steps/frequency-step";
import { PreferencesStep } from "./steps/preferences-step";
import { PropertySizeStep } from "./steps/property-size-step";
import { PropertyTypeStep } from "./steps/property-type-step";
import { ReviewStep } from "./steps/review-step";
import { ServiceStep } from "./steps/service-step";
import { clearProgress, loadProgress, newKey, saveProgress } from "./use-progress";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

const STEP_VIEWS = { 1: ContactStep, 2: ServiceStep, 3: PropertyTypeStep, 4: PropertySizeStep, 5: FrequencyStep, 6: PreferencesStep, 7: ReviewStep } as const;

/**
 * The seven-step quote assessment (spec 001 §2.1, §4, §5). Forward moves need the steps being
 * passed to validate; backward moves are free. Progress survives a reload of the tab.
 */
export function AssessmentForm() {
  const m = useAssessmentMessages().assessment;
  const { words, parse } = useFormLanguage();
  const [area, setArea] = useState<readonly string[]>(DEFAULT_SERVICE_AREA);
  const resolver = useMemo(() => assessmentResolver(words, area), [words, area]);
  const form = useForm<FormValues>({ resolver, defaultValues: EMPTY, mode: "onChange" });
  const { trigger, getValues, setValue, setError, watch, reset } = form;
  const submit = useSubmitAssessment();
  const [step, setStep] = useState(1);
  const [outcome, setOutcome] = useState<"success" | "failure" | null>(null);
  const [restored, setRestored] = useState(false);
  const [linked, setLinked] = useState(false);
  const key = useRef("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The company's service area (the prerendered note says the spec's until it answers).
  useEffect(() => {
    let live = true;
    void fetchServiceArea().then((prefixes) => {
      if (live && prefixes.join(",") !== DEFAULT_SERVICE_AREA.join(",")) setArea(prefixes);
    });
    return () => {
      live = false;
    };
  }, []);

  // Restore a form fill of this tab, once, in the browser.
  useEffect(() => {
    const saved = loadProgress();
    key.current = saved?.key ?? newKey();
    if (saved) {
      reset(saved.values);
      setStep(saved.step);
    }
    setRestored(true);
    // A signed-in client's form starts with their contact data (editable): the request is theirs.
    let live = true;
    void fetchClientPrefill().then((profile) => {
      if (!live || !profile) return;
      reset(withClientData(getValues(), profile), { keepDirty: true });
      setLinked(true);
    });
    return () => {
      live = false;
    };
  }, [reset, getValues]);

  // Keep the progress while the form is being filled in.
  const types = watch("property_type");
  const services = watch("service_type");
  useEffect(() => {
    if (!restored || outcome) return;
    saveProgress({ values: getValues(), step, key: key.current });
    const sub = watch((values) => saveProgress({ values: { ...EMPTY, ...(values as FormValues) }, step, key: key.current }));
    return () => sub.unsubscribe();
  }, [restored, step, outcome, watch, getValues]);

  // A size that the chosen property types no longer offer is cleared; so are orphaned add-ons.
  // The choices are read as the effect runs, not from this render: on the first render the
  // restored progress is set by the effect above, after this render saw the empty form.
  useEffect(() => {
    const size = getValues("property_size");
    if (size && size !== CUSTOM_SIZE && !sizesFor(getValues("property_type")).includes(size)) setValue("property_size", "");
  }, [types, getValues, setValue]);
  useEffect(() => {
    if (!getValues("service_type").includes("specialty") && getValues("add_on_options").length) setValue("add_on_options", []);
  }, [services, getValues, setValue]);

  // Each step change moves focus to the new step's heading (not on first render).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step, outcome]);

  const go = (target: number) => {
    moved.current = true;
    setStep(target);
  };

  /** Validates steps from..to-1; answers the first that fails. */
  const firstInvalid = async (from: number, to: number): Promise<FormStep | null> => {
    for (let s = from; s < to && s <= 6; s++) {
      // On the step in view, the first field with a message takes the focus.
      if (!(await trigger(gatedFields(s as FormStep), { shouldFocus: s === step }))) return s as FormStep;
    }
    return null;
  };

  const next = async () => {
    if (await firstInvalid(step, step + 1)) {
      notify.error(m.missing.title, m.missing.next);
      return;
    }
    go(step + 1);
  };

  const jump = async (target: number) => {
    if (target <= step) return go(target);
    const invalid = await firstInvalid(step, target);
    if (invalid === null) return go(target);
    notify.error(m.missing.title, m.missing.jump);
    if (invalid !== step) go(invalid);
  };

  /** Shows messages on their fields and opens the earliest step that has one. */
  const showErrors = (fields: Partial<Record<FieldName, string>>) => {
    const names = FIELD_NAMES.filter((n) => fields[n]);
    names.forEach((n) => setError(n, { type: "server", message: fields[n] }));
    const steps = names.map((n) => STEP_OF[n]);
    return steps.length ? Math.min(...steps) : null;
  };

  const busy = useRef(false);
  const onSubmit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await submitChecked();
    } finally {
      busy.current = false;
    }
  };

  const submitChecked = async () => {
    await trigger();
    const parsed = parse(schemasFor(area).assessmentSchema, getValues());
    if (!parsed.success) {
      const fields: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as FieldName] ??= issue.message;
      const target = showErrors(fields);
      notify.error(m.missing.title, m.missing.next);
      if (target) go(target);
      return;
    }
    try {
      await submit.run({ input: parsed.data, key: key.current });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        // Nothing was created: the corrected answers are a new request.
        key.current = newKey();
        const target = showErrors((err.fields ?? {}) as Partial<Record<FieldName, string>>);
        if (target) setStep(target);
      }
      moved.current = true;
      setOutcome("failure");
      return;
    }
    clearProgress();
    moved.current = true;
    setOutcome("success");
  };

  const retry = () => {
    setOutcome(null);
    go(step);
  };

  if (outcome) {
    return (
      <div className="p-6 sm:p-10">
        <ResultView outcome={outcome} headingRef={headingRef} onRetry={retry} />
      </div>
    );
  }

  const View = STEP_VIEWS[step as keyof typeof STEP_VIEWS];
  const title = m.steps[step as keyof typeof m.steps];
  return (
    <ServiceAreaContext value={area}>
      <FormProvider {...form}>
        <div className="border-b border-line px-3 py-4 sm:px-6">
          <StepNav step={step} onSelect={(n) => void jump(n)} />
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === TOTAL_STEPS) void onSubmit();
            else void next();
          }}
          className="p-5 sm:p-8"
        >
          <p className="text-sm font-medium text-brand-700">{m.stepOf(step, TOTAL_STEPS)}</p>
          <h2 ref={headingRef} tabIndex={-1} className="mt-1 scroll-mt-24 text-2xl font-bold text-ink focus:outline-none">
            {title}
          </h2>
          <p className="mt-2 text-muted">{m.intros[step as keyof typeof m.intros]}</p>
          {step === 1 ? <p className="mt-1 text-sm text-muted">{m.requiredNote}</p> : null}
          {linked ? <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-ink ring-1 ring-brand-100">{m.linkedNote}</p> : null}
          <div className="mt-6">
            <View />
          </div>
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-6">
            <Button variant="secondary" onClick={() => go(step - 1)} disabled={step === 1}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {m.back}
            </Button>
            {step < TOTAL_STEPS ? (
              <Button type="submit">
                {m.next}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : (
              <BusyButton type="submit" busy={submit.isPending} busyText={m.submitting} icon={Send}>
                {m.submit}
              </BusyButton>
            )}
          </div>
          {/* Where the contact details are asked for, and where they are sent. */}
          {step === 1 || step === TOTAL_STEPS ? <PrivacyNote {...m.privacy} className="mt-4 text-sm text-muted" /> : null}
        </form>
      </FormProvider>
    </ServiceAreaContext>
  );
}
