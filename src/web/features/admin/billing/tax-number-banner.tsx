import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { missingRegistrations, missingRegistrationText } from "@shared/billing/registrations";
import type { TaxCode } from "@shared/billing/tax";
import { useAdminMessages } from "~/i18n/admin-messages";
import { useSession } from "~/lib/session";
import { registrationsQuery } from "../api/settings";

/**
 * Above a draft quote or invoice whose taxes need a registration number the company has not set:
 * what to set, with a link to Settings for an owner (sending it would be refused with the same words;
 * decision 052).
 */
export function TaxNumberBanner({ document, taxes }: { document: "quote" | "invoice"; taxes: readonly { code: TaxCode }[] }) {
  const m = useAdminMessages().admin.settings.missingTax;
  const numbers = useQuery(registrationsQuery());
  const isOwner = useSession().data?.role === "owner";
  if (!numbers.data) return null;
  const missing = missingRegistrations(taxes, { gstHst: numbers.data.gstHstNumber, qst: numbers.data.qstNumber });
  if (!missing.length) return null;
  return (
    <div data-tax-number-banner role="note" className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-inset ring-amber-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div className="min-w-0 text-amber-950">
        <p className="font-semibold">{m.title}</p>
        <p className="mt-0.5">
          {m.text(missingRegistrationText(document, taxes, missing))} {/* Office staff cannot open Settings (decision 060): an owner sets it. */}
          {isOwner ? (
            <Link to={adminPaths.settings} className="font-semibold underline underline-offset-2 hover:text-amber-800">
              {m.link}
            </Link>
          ) : (
            m.askOwner
          )}
        </p>
      </div>
    </div>
  );
}
