import { useEffect, useState } from "react";
import type { Locale } from "@shared/locale";
import type { PrivacyPageValues } from "@shared/privacy-policy";
import { RETENTION_LIMITS } from "@shared/retention-periods";
import { site } from "~/site";
import { builtPrivacyOfficer } from "~/site-privacy";
import { getPrivacyPage } from "./api/get-privacy-page";

/** The values as the build knew them (the environment's officer, the default periods): the page as prerendered. */
const built = (): PrivacyPageValues => ({
  title: builtPrivacyOfficer.privacyOfficerTitle,
  titleFr: builtPrivacyOfficer.privacyOfficerTitleFr,
  email: builtPrivacyOfficer.privacyOfficerEmail,
  legalName: site.legalName,
  mailingAddress: null,
  enquiryMonths: RETENTION_LIMITS.enquiryMonths.fallback,
  mailBodyDays: RETENTION_LIMITS.mailBodyDays.fallback,
});

/**
 * The settings' values to show. The page the server serves has them written in
 * (server/http/privacy-page.ts); a page rendered here, reached from another page of the site, asks
 * the server and shows the build's values until it answers.
 */
export function usePrivacyPageValues(): PrivacyPageValues {
  const [values, setValues] = useState(built);
  useEffect(() => {
    let live = true;
    getPrivacyPage().then(
      (current) => live && setValues(current),
      () => {}, // the build's values stay
    );
    return () => {
      live = false;
    };
  }, []);
  return values;
}

/**
 * The officer's title, the company's legal name and mailing address, and the e-mail to write to.
 * Each value is marked (`data-setting`), each element holding its text only, and the address's row
 * (`data-setting-row`) is hidden without one: the server writes the settings' values into these
 * marks when it serves the page.
 */
export function OfficerCard({ officer, locale, emailLabel }: { officer: PrivacyPageValues; locale: Locale; emailLabel: string }) {
  return (
    <div className="mt-4 rounded-xl bg-surface p-5 text-ink ring-1 ring-inset ring-line sm:p-6">
      <p className="text-lg font-semibold" data-setting="title">
        {locale === "fr" ? officer.titleFr : officer.title}
      </p>
      <p className="mt-1" data-setting="legalName">
        {officer.legalName}
      </p>
      <p className="whitespace-pre-line" data-setting-row="mailingAddress" hidden={!officer.mailingAddress}>
        <span data-setting="mailingAddress">{officer.mailingAddress ?? ""}</span>
      </p>
      <p className="mt-3 break-words">
        {emailLabel}{" "}
        <a href={`mailto:${officer.email}`} data-setting="email" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {officer.email}
        </a>
      </p>
    </div>
  );
}
