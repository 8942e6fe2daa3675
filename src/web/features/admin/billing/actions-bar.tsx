import { Download, Loader2, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

const linkClass = buttonVariants({ variant: "secondary", size: "sm" });

/** The bar of what staff can do with a quote or an invoice, named for screen readers. */
export function ActionsBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} data-actions className="flex flex-wrap gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-line sm:p-4">
      {children}
    </section>
  );
}

type ActionButtonProps = Omit<ComponentProps<typeof Button>, "size" | "children"> & {
  icon: LucideIcon;
  label: string;
  /** While its call runs: a spinner and busyLabel in place of the icon and label. */
  busy?: boolean;
  busyLabel?: string;
};

/** A small button of the bar, with its icon. */
export function ActionButton({ icon: Icon, label, busy, busyLabel, ...button }: ActionButtonProps) {
  return (
    <Button size="sm" {...button}>
      {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The link to the editor (Edit, or a quote's Revise). */
export function EditLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className={linkClass}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}

/** The PDF, downloaded. */
export function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={linkClass}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
