import { KeyRound } from "lucide-react";
import { Link } from "react-router";
import { adminPath } from "@shared/admin-paths";
import { buttonVariants } from "~/components/ui/button";
import { useTwoStepMessages } from "~/i18n/two-step-messages";

/** The header's way to one's own Security page (two-step sign-in, decision 068). */
export function SecurityLink() {
  const m = useTwoStepMessages();
  return (
    <Link to={adminPath("security")} className={buttonVariants({ variant: "ghost", size: "compact" })}>
      <KeyRound aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only sm:not-sr-only">{m.nav}</span>
    </Link>
  );
}
