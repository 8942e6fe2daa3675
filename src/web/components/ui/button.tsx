import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
  ghost: "text-ink hover:bg-surface",
  inverse: "bg-white text-brand-900 hover:bg-brand-50",
  outlineInverse: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10",
  danger: "bg-red-700 text-white hover:bg-red-800",
  dangerSecondary: "bg-white text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50",
};

const SIZES = { sm: "h-9 px-3 text-sm", compact: "h-9 px-2.5 text-sm sm:px-3", md: "h-11 px-5 text-sm", lg: "h-12 px-6 text-base" };
/** The sizes whose words may wrap (`wrap`): at least as tall, as wide as their words allow. */
const WRAPPING: Partial<Record<keyof typeof SIZES, string>> = { md: "min-h-11 px-5 py-2 text-sm", lg: "min-h-12 px-6 py-2.5 text-base" };

/** `wrap`: the words wrap when the screen is too narrow for them (a call to action on a phone); else they stay on one line. */
export type ButtonVariants = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null; wrap?: boolean };

/**
 * Shared button look; it also styles links that look like buttons. Every look is a variant, so an
 * extra `className` only adds layout (margins, width) and never has to override a colour or a
 * padding: classes are joined with clsx, with no class-merging library.
 */
export function buttonVariants({ variant, size, wrap, className }: ButtonVariants & { className?: string } = {}) {
  const wrapping = wrap && WRAPPING[size ?? "md"];
  return clsx(BASE, VARIANTS[variant ?? "primary"], wrapping ? `${wrapping} text-center` : `${SIZES[size ?? "md"]} whitespace-nowrap`, className);
}

export function Button({ className, variant, size, wrap, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size, wrap, className })} {...props} />;
}
