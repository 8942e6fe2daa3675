import { ExternalLink } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useVacancyMessages } from "~/i18n/vacancy-messages";

type Props = { href: string; label: string; postingTitle: string; closed: boolean };

/**
 * The external apply link: always a new tab. Its name adds the posting title and the new-tab
 * note; a closed posting's link stays in the page but leaves the tab order and says it is closed.
 */
export function ApplyLink({ href, label, postingTitle, closed }: Props) {
  const m = useVacancyMessages();
  const note = [m.vacancy.applyFor(postingTitle), closed ? m.vacancy.closedLink : null, m.vacancy.opensInNewTab].filter(Boolean).join(" ");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={closed ? -1 : undefined}
      aria-disabled={closed || undefined}
      className={buttonVariants({ className: "w-full" })}
    >
      {label}
      <span className="sr-only"> {note}</span>
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}
