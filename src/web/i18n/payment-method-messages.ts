import { paymentMethod } from "./en/payment-method";
import { useCatalog } from "./locale";

// The card on file and automatic payment's strings (decision 074), in their own catalog: the section
// sits on the portal's Invoices page, and its offer on an accepted quote, without touching the portal's catalog.
const en = { paymentMethod };
const loadFrench = () => import("./fr/payment-method").then(({ paymentMethod }) => ({ paymentMethod }));

export type PaymentMethodMessages = typeof en;

export function usePaymentMethodMessages(): PaymentMethodMessages {
  return useCatalog(en, loadFrench);
}
