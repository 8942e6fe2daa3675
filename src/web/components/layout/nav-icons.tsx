import type { ReactNode } from "react";

// The navigation bar's three glyphs (lucide's "mail", "menu" and "x", ISC licence), drawn inline:
// the bar is on every public page and hydrates first, and lucide-react's icon factory would cost
// it more bytes than these three shapes. Every other icon comes from lucide-react.

function Glyph({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

export const MailIcon = ({ className }: { className: string }) => (
  <Glyph className={className}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </Glyph>
);

export const MenuIcon = ({ className }: { className: string }) => (
  <Glyph className={className}>
    <path d="M4 5h16M4 12h16M4 19h16" />
  </Glyph>
);

export const CloseIcon = ({ className }: { className: string }) => (
  <Glyph className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Glyph>
);
