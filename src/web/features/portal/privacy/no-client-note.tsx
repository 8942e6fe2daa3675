import { usePortalMessages } from "~/i18n/portal-messages";
import { useCompanyContact } from "../api/company";

/** For a signed-in person with no client record: requests go through the office. */
export function NoClientNote() {
  const m = usePortalMessages().privacy;
  const { phone, email } = useCompanyContact();
  return <p className="rounded-lg bg-surface p-3 text-sm text-ink ring-1 ring-inset ring-line">{m.noClient(phone, email)}</p>;
}
