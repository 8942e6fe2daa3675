import { Link, type LinkProps } from "react-router";
import { useLocalePath } from "~/i18n/locale";

/** A link to a public page in the page's language ("/gallery" is "/fr/gallery" on a French page). */
export function SiteLink({ to, ...props }: LinkProps & { to: string }) {
  const localized = useLocalePath();
  return <Link {...props} to={localized(to)} />;
}
