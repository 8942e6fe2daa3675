import { FRENCH_OPTION_LABELS } from "../../shared/i18n/options-fr";
import type { PdfWords } from "./words";

// The PDFs' words in Canadian French (Office québécois de la langue française): « soumission »,
// « facture », the taxes as Canada names them in French (TPS, TVH, TVQ), a non-breaking space
// before a colon. A quote (une soumission) and an invoice (une facture) are feminine.

const NBSP = "\u00a0";

export const FRENCH_WORDS: PdfWords = {
  page: (page, count) => `Page ${page} de ${count}`,
  taxNames: { HST: "TVH", GST: "TPS", QST: "TVQ" },
  taxNumbers: { HST: "Numéro de TPS/TVH", GST: "Numéro de TPS/TVH", QST: "Numéro de TVQ" },
  serviceAddress: "Adresse du service",
  columns: { description: "Description", quantity: "Qté", unitPrice: "Prix unitaire", amount: "Montant" },
  subtotal: "Sous-total",
  total: "Total",
  notes: "Notes",
  quote: {
    name: "Soumission",
    date: "Date",
    validUntil: "Valide jusqu’au",
    version: (version) => `Version ${version}`,
    preparedFor: "Préparée pour",
    optionalHeading: "Éléments facultatifs — non compris dans le total, sauf s’ils sont choisis à l’acceptation",
    oneTime: "Unique",
    depositDue: "Dépôt exigible à l’acceptation",
    includesChosen: "Le sous-total comprend les éléments facultatifs choisis à l’acceptation.",
    terms: (version) => `Conditions (version ${version})`,
    acceptedBy: (name) => `Acceptée par ${name}`,
    acceptedOn: (when) => `le ${when} (heure d’Ottawa)`,
    channel: "Mode d’acceptation",
    inPortal: "En ligne, dans le portail client",
    byStaff: (name) => `Enregistrée par le personnel${NBSP}: ${name ?? "un membre du personnel"}`,
    note: "Remarque",
    versionAccepted: "Version acceptée",
    termsVersion: "Version des conditions",
    optionalChosen: "Éléments facultatifs choisis",
    noneChosen: "Aucun",
    sha256: "SHA-256 du document accepté",
  },
  invoice: {
    names: { standard: "Facture", deposit: "Facture de dépôt", visits: "Facture" },
    draftNames: { standard: "Brouillon de facture", deposit: "Brouillon de facture de dépôt", visits: "Brouillon de facture" },
    forQuote: (number) => `Pour la soumission ${number}`,
    issueDate: "Date",
    dueDate: "Échéance",
    terms: "Conditions",
    status: "État",
    paymentTerms: FRENCH_OPTION_LABELS.paymentTerms,
    states: { draft: "Brouillon", outstanding: "À payer", overdue: "En retard", paid: "Payée", void: "Annulée" },
    paymentMethods: FRENCH_OPTION_LABELS.paymentMethods,
    voidNotice: "Cette facture est annulée",
    voidReason: (reason) => `Motif${NBSP}: ${reason}`,
    billTo: "Facturer à",
    depositReceived: (number) => `Dépôt reçu (${number})`,
    creditNote: (number, reason) => `Note de crédit ${number}${NBSP}: ${reason}`,
    paymentReceived: (day) => `Paiement reçu le ${day}`,
    reference: (reference) => `Réf. ${reference}`,
    balanceDue: "Solde à payer",
    howToPay: "Comment payer",
    payByEtransfer: (email, number) => `Payez par virement Interac à ${email}, en indiquant le numéro de facture ${number} comme message.`,
    askForEtransfer: (phone, email, number) =>
      `Pour payer par virement Interac, communiquez avec nous au ${phone} ou à ${email} pour obtenir les détails, et indiquez le numéro de facture ${number}.`,
    payInPortal: (url) => `Vous pouvez aussi payer dans le portail client${NBSP}: ${url}`,
    paidStamp: "PAYÉE",
    voidStamp: "ANNULÉE",
  },
};
