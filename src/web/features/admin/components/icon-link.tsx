import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { buttonVariants, type ButtonVariants } from "~/components/ui/button";

type Props = ButtonVariants & {
  to: To;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  [data: `data-${string}`]: string | boolean | undefined;
};

/** A link that looks like a button, its icon before its words. */
export function IconLink({ to, icon: Icon, variant, size, className, children, ...attributes }: Props) {
  return (
    <Link to={to} {...attributes} className={buttonVariants({ variant, size, className })}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
