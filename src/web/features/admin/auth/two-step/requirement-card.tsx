import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { notify } from "~/lib/notify";
import { serverMessage } from "../../server-message";
import { requirementQuery, useSetRequirement } from "./two-step-api";

/**
 * On the Staff page (owners only): require two-step sign-in of owners and office staff (decision
 * 068). The server refuses it to an owner who has not turned it on for themselves, and says so.
 */
export function TwoStepRequirementCard() {
  const m = useTwoStepMessages().requirement;
  const requirement = useQuery(requirementQuery());
  const save = useSetRequirement();
  const required = requirement.data?.required ?? false;
  const onChange = async (next: boolean) => {
    try {
      await save.mutateAsync({ required: next });
    } catch (err) {
      notify.error(m.failed, serverMessage(err));
      return;
    }
    notify.success(next ? m.saved.on : m.saved.off);
  };
  return (
    <section aria-labelledby="two-step-requirement-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <h2 id="two-step-requirement-heading" className="flex items-center gap-2.5 text-base font-semibold text-ink">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        </span>
        {m.heading}
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="two-step-required"
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={required}
          disabled={!requirement.data || save.isPending}
          aria-describedby="two-step-required-hint"
          onChange={(e) => void onChange(e.target.checked)}
        />
        <div>
          <label htmlFor="two-step-required" className="font-medium text-ink">
            {m.label}
          </label>
          <p id="two-step-required-hint" className="mt-1 text-sm text-muted">
            {m.hint}
          </p>
        </div>
      </div>
    </section>
  );
}
