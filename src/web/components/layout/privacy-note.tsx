import { paths } from "@shared/paths";
import { useLocalePath } from "~/i18n/locale";

type Props = {
  /** Why the form asks, in one line. */
  why: string;
  /** The link's words ("Privacy policy"), and what a screen reader hears of its new tab. */
  link: string;
  newTab: string;
  className?: string;
};

/**
 * One line beside a public form's submit button: why it asks, and the privacy page (decision 056).
 * The page opens in a new tab, so what has been typed in the form stays; a plain link, so it works
 * inside an island (outside the router).
 */
export function PrivacyNote({ why, link, newTab, className }: Props) {
  const localized = useLocalePath();
  return (
    <p className={className ?? "text-sm text-muted"}>
      {why}{" "}
      <a
        href={localized(paths.privacy)}
        target="_blank"
        rel="noopener"
        className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {link}
        <span className="sr-only"> {newTab}</span>
      </a>
    </p>
  );
}
