import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount } from "~/lib/display-format";

/** A count as "1,234", or a dash (read out as "Not available") when the server's answer left it out. */
export function Figure({ value }: { value: number | null }) {
  const m = useAdminMessages().admin;
  if (value !== null) return <>{formatCount(value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{m.missingFigure}</span>
    </>
  );
}
