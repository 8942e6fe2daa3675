import type { AdminInvoiceState } from "../schemas/invoices";

// What can be done to an invoice in each state: the server refuses everything else with a 409 that
// says why, and the admin page offers only these actions. Nothing financial is deleted: a draft
// and an issued invoice alike are voided with a reason.

export const INVOICE_ACTIONS = ["edit", "issue", "resend", "void", "credit", "record_payment", "pay"] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

const OPEN: readonly InvoiceAction[] = ["resend", "void", "credit", "record_payment", "pay"];
const ALLOWED: Record<AdminInvoiceState, readonly InvoiceAction[]> = {
  draft: ["edit", "issue", "void"],
  outstanding: OPEN,
  overdue: OPEN,
  // A paid invoice can still be e-mailed again (as a receipt of what was paid).
  paid: ["resend"],
  void: [],
};

export const invoiceAllows = (state: AdminInvoiceState, action: InvoiceAction) => ALLOWED[state].includes(action);

/** Why `action` is refused in `state`, for people; null when it is allowed. */
export function invoiceRefusal(state: AdminInvoiceState, action: InvoiceAction): string | null {
  if (invoiceAllows(state, action)) return null;
  switch (state) {
    case "draft":
      return "This invoice is a draft: issue it first.";
    case "outstanding":
    case "overdue":
      return action === "edit" ? "An issued invoice cannot be edited: void it with a reason or add a credit note." : "This invoice was already issued.";
    case "paid":
      return "This invoice is paid in full and can no longer be changed.";
    case "void":
      return "This invoice was voided and can no longer be changed.";
  }
}

/** The balance: total less payments and credits. A payment or credit above the balance is refused, so it never goes below zero. */
export const invoiceBalance = (i: { totalCents: number; paidCents: number; creditedCents: number }) => i.totalCents - i.paidCents - i.creditedCents;
