import { Mail, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { clsx } from "clsx";
import { site } from "~/site";
import { useAssessmentMessages } from "~/i18n/assessment-messages";

/** Call and e-mail buttons with the configured phone and address. */
export function ContactButtons({ className }: { className?: string }) {
  const m = useAssessmentMessages().assessment;
  return (
    <div className={clsx("flex flex-wrap justify-center gap-3", className)}>
      <a href={`tel:${site.phone}`} className={buttonVariants({ variant: "secondary" })}>
        <Phone aria-hidden="true" className="h-4 w-4" />
        {m.call(site.phone)}
      </a>
      <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary" })}>
        <Mail aria-hidden="true" className="h-4 w-4" />
        {m.emailUs(site.email)}
      </a>
    </div>
  );
}
