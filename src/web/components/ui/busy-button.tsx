import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { BusyIcon } from "./busy-icon";
import { Button } from "./button";

/**
 * A button whose call may be under way: then a spinner stands for its icon and `busyText` for its
 * words, and it cannot be pressed (unless `disabled` says otherwise).
 */
export function BusyButton({
  busy,
  busyText,
  icon: Icon,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyText: string; icon?: LucideIcon }) {
  const size = props.size === "lg" ? "h-5 w-5" : "h-4 w-4";
  return (
    <Button disabled={disabled ?? busy} {...props}>
      <BusyIcon busy={busy} icon={Icon} className={size} />
      {busy ? busyText : children}
    </Button>
  );
}
