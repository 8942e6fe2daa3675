import { frenchOptionLabel } from "../../../../shared/i18n/options-fr";
import type { MailCompany } from "../../company";
import type { InvoiceMailFacts, InvoiceReceipt, InvoiceSent, PayingFacts } from "../invoice-emails";
import type { RenderedMail } from "../rendered-mail";
import { fr, replySignature } from "./common";

// The invoice e-mails to a client who reads French (their English texts are in ../invoice-emails.ts),
// the payment method under its French name.

const howToPay = (i: InvoiceMailFacts, p: PayingFacts, c: MailCompany) => [
  "Comment payer\u00a0:",
  p.etransferEmail
    ? `- Virement Interac à ${p.etransferEmail}, avec ${i.number} comme message.`
    : `- Appelez-nous au ${c.phone} ou écrivez-nous à ${c.email} et nous vous indiquerons comment payer.`,
  `- Ou ouvrez la facture dans votre portail client\u00a0: ${p.url}`,
];

export function invoiceSentFr(d: InvoiceSent): RenderedMail {
  const { invoice: i, company: c } = d;
  const what = i.kind === "deposit" ? `la facture de dépôt ${i.number} pour ${i.title}` : `la facture ${i.number} pour ${i.title}`;
  const due = i.dueNow ? "à payer dès maintenant" : `à payer au plus tard le ${fr.date(i.dueDate ?? "")}`;
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `${i.kind === "deposit" ? "Facture de dépôt" : "Facture"} ${i.number} – ${c.name}`,
    text: [
      `Bonjour ${i.clientName},`,
      "",
      `Voici ${what}\u00a0: ${fr.money(i.balanceCents)} ${due}. Le PDF est joint.`,
      "",
      ...howToPay(i, d.paying, c),
      ...replySignature(c),
    ].join("\n"),
  };
}

export function invoiceReceiptFr(d: InvoiceReceipt): RenderedMail {
  const { invoice: i, company: c } = d;
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `Paiement reçu pour la facture ${i.number} – ${c.name}`,
    text: [
      `Bonjour ${i.clientName},`,
      "",
      `Merci\u00a0: nous avons reçu votre paiement de ${fr.money(d.amountCents)} (${frenchOptionLabel("paymentMethods", d.method)}) le ${fr.date(d.paidOn)} pour la facture ${i.number} (${i.title}, ${fr.money(i.totalCents)}).`,
      "",
      i.balanceCents === 0 ? "Cette facture est maintenant payée en totalité." : `Le solde à payer est de ${fr.money(i.balanceCents)}.`,
      "",
      `Votre facture et ses paiements\u00a0: ${d.url}`,
      ...replySignature(c),
    ].join("\n"),
  };
}
