// Refunds of card payments on the admin invoice page (decision 076).
export const refunds = {
  refund: "Refund",
  refundPayment: (reference: string) => `Refund payment ${reference}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  dialog: {
    title: "Refund a card payment",
    description: (amount: string, left: string, reference: string) =>
      `Payment ${reference} of ${amount}: up to ${left} can be refunded. The amount goes back to the client's card through Stripe, and a credit note of the same amount keeps the invoice's balance as it is. The client is e-mailed.`,
    amount: "Amount ($)",
    reason: "Reason",
    reasonHint: "Shown to the client on the credit note and in the e-mail.",
    cancel: "Cancel",
    confirm: "Refund",
    pending: "Refunding...",
  },
  heading: "Refunds",
  status: { pending: "Pending", succeeded: "Refunded", failed: "Failed" },
  notSent: "Not sent to Stripe yet",
  creditNote: "Credit note",
  payment: "Payment",
  by: "By",
  stripe: "Stripe",
  failure: "Stripe said",
  failedNote: (amount: string, credit: string) =>
    `The card was not refunded: credit note ${credit} stands, so ${amount} is owed to the client. Pay it back another way (e-Transfer, cheque) or in the Stripe Dashboard.`,
  sendAgain: "Send again",
  sendAgainLabel: (amount: string) => `Send the refund of ${amount} to Stripe again`,
  sending: "Sending...",
  toast: {
    succeeded: {
      title: "Payment Refunded",
      description: (amount: string, credit: string) => `${amount} is going back to the client's card; credit note ${credit} was added.`,
    },
    pending: {
      title: "Refund Sent",
      description: (amount: string, credit: string) =>
        `Stripe is refunding ${amount}; credit note ${credit} was added. Its status shows here when Stripe is done.`,
    },
    notSent: {
      title: "Refund Not Sent Yet",
      description: (amount: string) => `The refund of ${amount} is on record, but Stripe did not answer. Use "Send again" in Refunds.`,
    },
    failed: { title: "Stripe Refused the Refund", description: (message: string) => message },
  },
  actionFailed: { title: "Error", description: "The refund could not be made. Please try again." },
};
