import type { TaxCode } from "@shared/billing/tax";

// The words quotes and invoices share: the line editor with its totals, and the document page's
// line items.

/** The editor's lines and totals (each document adds its own rows). */
export const editorLines = {
  line: (n: number) => `Line ${n}`,
  lineTotal: "Line total",
  addLine: "Add line",
  remove: "Remove",
  removeLine: (n: number) => `Remove line ${n}`,
  subtotal: "Subtotal",
  tax: (code: TaxCode, rate: string) => `${code} (${rate})`,
  total: "Total",
};

/** An address the taxes cannot be computed for. */
export const taxAddress = {
  noProvince: "Choose a service address with a province to see the taxes.",
  untaxedProvince: (province: string) => `Taxes can only be computed for Ontario and Quebec; this address is in ${province}. Choose another address.`,
};

/** The line items table's columns on a document's page. */
export const itemColumns = {
  heading: "Line items",
  caption: "Line items",
  description: "Description",
  quantity: "Quantity",
  unitPrice: "Unit price",
  amount: "Amount",
};

/** Void, on a document's page: a reason kept in its timeline (`noun`: "quote", "invoice"). */
export const voidDialog = (noun: string, description: string) => ({
  title: (number: string) => `Void ${number}?`,
  description,
  reason: "Reason",
  reasonHint: `Kept in the ${noun}'s timeline.`,
  cancel: "Cancel",
  confirm: `Void ${noun}`,
  pending: "Voiding...",
});
