import { z } from "zod";
import { TIP_MAX_CENTS } from "../billing/tips";
import { says } from "../i18n/validation";

// POST /api/portal/invoices/{id}/checkout (decisions 033, 075): paying the balance by card, with
// an optional tip for the crew in cents (none by default). The cap that depends on the invoice
// (half of its subtotal) is checked by the server with the invoice in hand.

export const portalCheckoutSchema = z.object(
  {
    tipCents: z.number(says("tip.whole")).int(says("tip.whole")).min(0, says("tip.whole")).max(TIP_MAX_CENTS, says("tip.tooLarge")).default(0),
  },
  "The request body must be an object",
);
export type PortalCheckoutInput = z.input<typeof portalCheckoutSchema>;
