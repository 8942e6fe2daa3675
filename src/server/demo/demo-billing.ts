import { addDays } from "../../shared/calendar-date";
import { invoiceCreateSchema, type PaymentMethod } from "../../shared/schemas/invoices";
import { quoteCreateSchema } from "../../shared/schemas/quotes";
import type { Db } from "../db/client";
import type { Config } from "../env";
import { recordStaffPayment, voidInvoice } from "../services/invoices/corrections";
import { invoiceDetail } from "../services/invoices/invoice-record";
import { issueInvoice } from "../services/invoices/issue-invoice";
import { createInvoice, invoiceFromQuote } from "../services/invoices/write-invoice";
import { acceptQuote } from "../services/quotes/accept-quote";
import { declineQuote } from "../services/quotes/client-responses";
import { createQuote } from "../services/quotes/create-quote";
import { sendQuote } from "../services/quotes/send-quote";
import { voidQuote } from "../services/quotes/void-quote";
import { ottawaMoment, type DemoClock } from "./demo-clock";
import type { Random } from "./demo-random";
import type { Story } from "./demo-stories";

// Quotes and invoices through the product's own services (numbers, totals and taxes as the
// product makes them), each on the day it happened: every step is a service call with that day as
// "today", taken in date order so document numbers follow the dates.

export type StaffActor = { type: "staff"; userId: string; name: string; email: string };
type Step = { day: string; hour: number; run: () => Promise<void> };
type Ctx = { db: Db; config: Config; actor: StaffActor; random: Random; today: string };

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const firstOfNextMonth = (ym: string) =>
  ym.slice(5, 7) === "12" ? `${Number(ym.slice(0, 4)) + 1}-01-01` : `${ym.slice(0, 4)}-${String(Number(ym.slice(5, 7)) + 1).padStart(2, "0")}-01`;
const earliest = (a: string, b: string) => (a < b ? a : b);

/** How often the quote says the service comes: its schedule's pattern, or its frequency. */
function cadence(story: Story): string {
  if (story.schedule?.frequency === "custom") return `every ${story.schedule.intervalDays} days`;
  if (story.schedule?.frequency === "monthly") return "once a month";
  return { weekly: "every week", "bi-weekly": "every two weeks" }[story.service.frequency as string] ?? "every four weeks";
}

/** What the steps share: the quote each story made, by client. */
type Made = Map<string, { quoteId: string; extraLineId: string | null }>;

function quoteSteps(ctx: Ctx, story: Story, made: Made, extraNote = false): Step[] {
  const { db, config, actor } = ctx;
  const { client, service, extra } = story;
  const recurring = service.frequency !== "one-time";
  const steps: Step[] = [];
  steps.push({
    day: story.created,
    hour: 9,
    run: async () => {
      const input = quoteCreateSchema.parse({
        title: extraNote ? "Spring deep clean" : service.title,
        clientId: client.id,
        addressId: client.addressId,
        lines: [
          extraNote
            ? { description: "Deep cleaning: kitchen cabinets, baseboards, inside windows", quantity: 1, unitPriceCents: 29_500 }
            : { description: service.line, quantity: 1, unitPriceCents: service.cents },
          ...(extra ? [{ description: extra.line, quantity: 1, unitPriceCents: extra.cents, optional: true }] : []),
        ],
        notes: recurring && !extraNote ? `Price per visit, ${cadence(story)}. Invoiced monthly for the visits done.` : "",
      });
      const { quote } = await createQuote({ db, input, actor, today: story.created, taxNumbers: config.taxNumbers });
      made.set(client.id + (extraNote ? ":extra" : ""), { quoteId: quote.id, extraLineId: quote.lines.find((l) => l.optional)?.id ?? null });
    },
  });
  if (story.fate === "draft") return steps;
  const key = client.id + (extraNote ? ":extra" : "");
  steps.push({
    day: story.created,
    hour: 10,
    run: async () => void (await sendQuote({ db, id: made.get(key)!.quoteId, resend: false, actor, today: story.created, config })),
  });
  const answered = story.answered;
  if (!answered || extraNote) return steps;
  const clientActor = { type: "client" as const, userId: null, name: client.fullName };
  steps.push({
    day: answered,
    hour: 19,
    run: async () => {
      const { quoteId, extraLineId } = made.get(key)!;
      if (story.fate === "recurring" || story.fate === "one-off") {
        const optionalLineIds = extraLineId && ctx.random.chance(0.5) ? [extraLineId] : [];
        await acceptQuote({
          db,
          id: quoteId,
          input: { version: 1, signedName: client.fullName, optionalLineIds },
          actor: clientActor,
          today: answered,
          config,
        });
      } else if (story.fate === "declined") {
        const reason = ctx.random.pick(["price", "timing", "other_company", "not_needed"] as const);
        await declineQuote({ db, id: quoteId, reason, comment: null, actor: clientActor, today: answered, config, visible: () => true });
      } else if (story.fate === "void") {
        await voidQuote({ db, id: quoteId, reason: "The client asked for a different address; replaced by a new quote.", actor, today: answered });
      }
    },
  });
  return steps;
}

/** Issue a draft on `issueDate` and record what was paid of it, each on its day. */
function issueAndPay(ctx: Ctx, invoiceOf: () => string, issueDate: string, hour: number, paid: "all" | "part" | "none", method: PaymentMethod): Step[] {
  const { db, config, actor, today, random } = ctx;
  const steps: Step[] = [
    { day: issueDate, hour, run: async () => void (await issueInvoice({ db, id: invoiceOf(), actor, today: issueDate, config, issueDate })) },
  ];
  if (paid === "none") return steps;
  const paidOn = earliest(addDays(issueDate, random.int(2, 12)), today);
  steps.push({
    day: paidOn,
    hour: Math.max(hour + 1, 14),
    run: async () => {
      const id = invoiceOf();
      const balance = (await invoiceDetail(db, id, paidOn))!.invoice.balanceCents;
      const amountCents = paid === "all" ? balance : Math.round(balance * 0.4);
      const reference = method === "etransfer" ? `CA${random.int(10_000_000, 99_999_999)}` : method === "cheque" ? String(random.int(100, 999)) : null;
      await recordStaffPayment({ db, id, actor, today: paidOn, config, payment: { amountCents, paidOn, method, reference } });
    },
  });
  return steps;
}

function recurringInvoiceSteps(ctx: Ctx, story: Story, index: number): Step[] {
  const { db, config, actor, today } = ctx;
  const { client, service } = story;
  const thisMonth = today.slice(0, 7);
  const byMonth = new Map<string, number>();
  for (const v of story.visits)
    if (v.status === "completed" && v.date.slice(0, 7) < thisMonth) byMonth.set(v.date.slice(0, 7), (byMonth.get(v.date.slice(0, 7)) ?? 0) + 1);
  const months = [...byMonth.keys()].sort().slice(-3);
  const method: PaymentMethod = ctx.random.pick(["etransfer", "etransfer", "card", "cheque"]);
  const steps: Step[] = [];
  months.forEach((month, k) => {
    const latest = k === months.length - 1;
    const secondLatest = k === months.length - 2;
    const issueDate = firstOfNextMonth(month);
    let paid: "all" | "part" | "none" = "all";
    if (story.habit === "late" && (latest || secondLatest)) paid = "none";
    if (story.habit === "partial") paid = latest ? "none" : secondLatest ? "part" : "all";
    if (story.habit === "prompt" && latest && index % 2 === 0) paid = "none";
    let id = "";
    steps.push({
      day: issueDate,
      hour: 10,
      run: async () => {
        const input = invoiceCreateSchema.parse({
          title: `${service.title}, ${monthName(month)}`,
          clientId: client.id,
          addressId: client.addressId,
          lines: [
            {
              description: `${service.line} (${byMonth.get(month)} visits in ${monthName(month)})`,
              quantity: byMonth.get(month)!,
              unitPriceCents: service.cents,
            },
          ],
          terms: latest && story.habit === "prompt" ? "net_30" : "net_15",
        });
        id = (await createInvoice({ db, input, actor, today: issueDate, config })).invoice.id;
      },
    });
    steps.push(...issueAndPay(ctx, () => id, issueDate, 11, paid, method));
  });
  // Two clients' invoices for this month are still drafts.
  if (index === 1 || index === 2) {
    const count = Math.max(1, story.visits.filter((v) => v.date.slice(0, 7) === thisMonth && v.status !== "cancelled").length);
    const day = addDays(today, -1);
    steps.push({
      day,
      hour: 16,
      run: async () => {
        const input = invoiceCreateSchema.parse({
          title: `${service.title}, ${monthName(thisMonth)}`,
          clientId: client.id,
          addressId: client.addressId,
          lines: [{ description: `${service.line} (${count} visits in ${monthName(thisMonth)})`, quantity: count, unitPriceCents: service.cents }],
          terms: "net_15",
        });
        await createInvoice({ db, input, actor, today: day, config });
      },
    });
  }
  return steps;
}

function oneOffInvoiceSteps(ctx: Ctx, story: Story, made: Made, index: number): Step[] {
  const { db, config, actor } = ctx;
  const visit = story.visits[0]!.date;
  let id = "";
  const draft: Step = {
    day: visit,
    hour: 15,
    run: async () => {
      id = (await invoiceFromQuote({ db, actor, today: visit, config, quoteId: made.get(story.client.id)!.quoteId, terms: "on_receipt" })).invoice.id;
    },
  };
  // The first one-off invoice went out with a mistake: voided, then made again.
  if (index === 0) {
    return [
      draft,
      ...issueAndPay(ctx, () => id, visit, 16, "none", "card"),
      {
        day: visit,
        hour: 17,
        run: async () => void (await voidInvoice({ db, id, actor, today: visit, config, reason: "Issued with the wrong service address." })),
      },
      { ...draft, hour: 18 },
      ...issueAndPay(ctx, () => id, visit, 19, "all", "card"),
    ];
  }
  // The last one is still unpaid: due on receipt, so overdue.
  return [draft, ...issueAndPay(ctx, () => id, visit, 16, index === 5 ? "none" : "all", ctx.random.pick(["etransfer", "card"]))];
}

/** Every quote and invoice of the stories, in date order; settles each step on its day. */
export async function seedBilling(ctx: Ctx & { clock: DemoClock }, stories: Story[]): Promise<Map<string, string>> {
  const made: Made = new Map();
  const steps: Step[] = [];
  let recurring = 0;
  let oneOff = 0;
  for (const story of stories) {
    steps.push(...quoteSteps(ctx, story, made));
    if (story.fate === "recurring") steps.push(...recurringInvoiceSteps(ctx, story, recurring++));
    if (story.fate === "one-off") steps.push(...oneOffInvoiceSteps(ctx, story, made, oneOff++));
  }
  // The demo client is also weighing a second quote, sent a few days ago.
  const demo = stories[0]!;
  steps.push(...quoteSteps(ctx, { ...demo, fate: "pending", created: addDays(ctx.today, -3), extra: null }, made, true));

  const order = steps.map((s, i) => ({ s, i })).sort((a, b) => (a.s.day === b.s.day ? a.s.hour - b.s.hour || a.i - b.i : a.s.day < b.s.day ? -1 : 1));
  for (const { s } of order) {
    await s.run();
    await ctx.clock.settle(ottawaMoment(s.day, s.hour, ctx.random.int(0, 59)));
  }
  // The accepted quote of each client, for the visits that come from it.
  return new Map([...made].filter(([key]) => !key.endsWith(":extra")).map(([key, v]) => [key, v.quoteId]));
}
