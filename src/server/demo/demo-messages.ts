import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { addDays } from "../../shared/calendar-date";
import type { Db } from "../db/client";
import { serviceVisits, users } from "../db/schema/index";
import type { Config } from "../env";
import { portalClient, portalConversation, sendClientMessage, type PortalClient } from "../services/messages/client-messages";
import { rateVisit } from "../services/messages/rate-visit";
import { sendStaffMessage } from "../services/messages/staff-reply";
import { requestVisitChange } from "../services/messages/visit-requests";
import { ottawaMoment, type DemoClock } from "./demo-clock";
import type { Story } from "./demo-stories";

// Conversations with ten clients, through the product's messaging services (the conversation
// row, unread counts and e-mails as the product keeps them), each step on its day: portal
// messages, staff replies, a request to move a visit, ratings of 5, 4 and 2 (its follow-up left
// open), and a few client messages staff have not read yet, so the sidebar's badge shows.

type Who = { client: PortalClient; userId: string };
type Step = { day: string; hour: number; minute: number; run: () => Promise<void> };
type Ctx = { db: Db; config: Config; staff: { userId: string; name: string }; today: string };

/** The client's portal account (made when they first signed in: when they became a client). */
async function portalAccount(db: Db, story: Story): Promise<Who> {
  const client = (await portalClient(db, story.client.email))!;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${client.email})`);
  if (found) return { client, userId: found.id };
  const id = randomUUID();
  const since = ottawaMoment(story.client.since, 18);
  await db.insert(users).values({ id, name: client.fullName, email: client.email, emailVerified: true, createdAt: since, updatedAt: since });
  return { client, userId: id };
}

/** The client's latest completed visit on or before `day`, and their first scheduled one on or after `from`. */
async function completedBy(db: Db, clientId: string, day: string) {
  const [row] = await db
    .select({ id: serviceVisits.id, date: serviceVisits.visitDate })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.clientId, clientId), eq(serviceVisits.status, "completed"), lte(serviceVisits.visitDate, day)))
    .orderBy(desc(serviceVisits.visitDate))
    .limit(1);
  return row;
}
async function scheduledFrom(db: Db, clientId: string, from: string) {
  const [row] = await db
    .select({ id: serviceVisits.id, date: serviceVisits.visitDate })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.clientId, clientId), eq(serviceVisits.status, "scheduled"), gte(serviceVisits.visitDate, from)))
    .orderBy(asc(serviceVisits.visitDate))
    .limit(1);
  return row;
}

/** Every conversation's steps, run in time order, each settled on its moment; how many conversations. */
export async function seedMessages(ctx: Ctx & { clock: DemoClock; stories: Story[] }): Promise<number> {
  const { db, config, staff, today, stories, clock } = ctx;
  const scheduled = stories.filter((s) => s.schedule);
  const recurring = stories.find((s) => s.fate === "recurring" && !s.schedule);
  const oneOff = stories.find((s) => s.fate === "one-off");
  const pending = stories.find((s) => s.fate === "pending");
  const cast = [...scheduled, recurring, oneOff, pending].filter((s): s is Story => Boolean(s));
  const who = new Map<Story, Who>();
  for (const story of cast) who.set(story, await portalAccount(db, story));

  const steps: Step[] = [];
  const at = (day: string, hour: number, minute: number, run: () => Promise<void>) => {
    steps.push({ day: day > today ? today : day, hour, minute, run });
  };
  const fromClient = (story: Story, body: string) => async () => {
    const { client, userId } = who.get(story)!;
    await sendClientMessage({ db, config, client, userId, body });
  };
  const fromStaff = (story: Story, body: string) => async () => void (await sendStaffMessage({ db, config, clientId: story.client.id, staff, body }));
  const readByClient = (story: Story) => async () => void (await portalConversation(db, who.get(story)!.client));
  const rating = (story: Story, visitId: string, score: number, comment: string) => async () => {
    const { client, userId } = who.get(story)!;
    await rateVisit({ db, config, client, userId, visitId, score, comment });
  };
  const [claire, second, third, fourth, fifth, sixth, seventh] = scheduled;

  // The demo client: a note for the crew, a rating of 5, and a request to move her next visit.
  if (claire) {
    const d = addDays(today, -41);
    at(d, 10, 12, fromClient(claire, "Hello! Could the crew use fragrance-free products from now on? My daughter has allergies."));
    at(d, 14, 30, fromStaff(claire, "Of course, Claire. It's in the notes for the crew on all your visits from now on."));
    at(addDays(d, 1), 8, 5, readByClient(claire));
    const visit = await completedBy(db, claire.client.id, addDays(today, -4));
    if (visit) {
      at(addDays(visit.date, 1), 19, 20, rating(claire, visit.id, 5, "Spotless as always. Thank you!"));
      at(addDays(visit.date, 2), 9, 40, fromStaff(claire, "Thank you, Claire! We'll pass it on to the crew."));
      at(addDays(visit.date, 2), 21, 15, readByClient(claire));
    }
    // More than 48 hours ahead, or the product would have her call instead.
    const next = await scheduledFrom(db, claire.client.id, addDays(today, 3));
    if (next) {
      const request = {
        kind: "reschedule" as const,
        preferredDate: addDays(next.date, 1),
        preferredWindow: "morning" as const,
        note: "We have family staying with us that day. Could the crew come the next morning instead?",
      };
      const { client, userId } = who.get(claire)!;
      const day = addDays(today, -1);
      at(day, 20, 10, async () => requestVisitChange({ db, config, client, userId, visitId: next.id, today: day, request }));
    }
  }
  // A rating of 2 yesterday: its follow-up is open and nobody has read it yet.
  if (second) {
    at(
      addDays(today, -30),
      11,
      0,
      fromStaff(second, "Hello! You can now see your upcoming visits and your invoices in the client portal, and write to us there."),
    );
    at(addDays(today, -29), 7, 45, readByClient(second));
    const visit = await completedBy(db, second.client.id, addDays(today, -1));
    if (visit) at(addDays(today, -1), 18, 40, rating(second, visit.id, 2, "The bathroom was skipped and the kitchen floor was still sticky."));
  }
  if (third) {
    const visit = await completedBy(db, third.client.id, addDays(today, -10));
    if (visit) {
      at(addDays(visit.date, 1), 12, 5, rating(third, visit.id, 4, "Great job overall; the windows had a few streaks."));
      at(addDays(visit.date, 2), 10, 20, fromStaff(third, "Thank you for telling us. The crew will take extra care with the windows next time."));
      at(addDays(visit.date, 3), 8, 0, readByClient(third));
    }
  }
  if (fourth) {
    at(addDays(today, -20), 9, 15, fromClient(fourth, "Our lock box code changed: it is 4821 now."));
    at(addDays(today, -20), 11, 50, fromStaff(fourth, "Thanks, noted in the instructions for the crew."));
    at(addDays(today, -19), 18, 30, readByClient(fourth));
    at(today, 7, 55, fromClient(fourth, "We'll be away for two weeks starting next Monday. Could you skip the visits while we're gone?"));
  }
  if (fifth) {
    at(addDays(today, -15), 13, 10, fromClient(fifth, "Could the crew also clean the inside of the fridge in the staff room on the next visit?"));
    at(addDays(today, -15), 15, 45, fromStaff(fifth, "Yes, it's added to your next visit: $35 extra, on this month's invoice."));
    at(addDays(today, -14), 9, 5, readByClient(fifth));
  }
  if (sixth) {
    at(addDays(today, -6), 20, 30, fromClient(sixth, "The crew did a great job after our party. Thank you!"));
    at(addDays(today, -5), 9, 10, fromStaff(sixth, "Thank you, we'll let them know!"));
  }
  if (seventh) {
    at(
      addDays(today, -12),
      16,
      0,
      fromStaff(seventh, "Hello! The crew may arrive up to 30 minutes late on your next visit because of road work. Sorry for the trouble."),
    );
    at(addDays(today, -11), 8, 20, readByClient(seventh));
  }
  if (recurring) {
    at(addDays(today, -25), 10, 40, fromClient(recurring, "Is it possible to get a copy of all my invoices this year for my taxes?"));
    at(addDays(today, -25), 13, 5, fromStaff(recurring, "Sure: every invoice is in the portal under Invoices, where you can download each one as a PDF."));
    at(addDays(today, -24), 19, 0, readByClient(recurring));
  }
  if (oneOff?.visits[0]) {
    const day = oneOff.visits[0].date;
    at(addDays(day, 1), 17, 25, fromClient(oneOff, "Thank you for fitting us in before the move! The landlord was impressed."));
    at(addDays(day, 2), 9, 0, fromStaff(oneOff, "Thank you! Good luck in the new place."));
  }
  if (pending) {
    at(addDays(pending.created, 1), 12, 30, fromClient(pending, "Does the quote include the inside of the windows? If not, could you add it?"));
  }

  const order = steps.map((s, i) => ({ s, i })).sort((a, b) => a.s.day.localeCompare(b.s.day) || a.s.hour - b.s.hour || a.s.minute - b.s.minute || a.i - b.i);
  for (const { s } of order) {
    await s.run();
    await clock.settle(ottawaMoment(s.day, s.hour, s.minute));
  }
  return who.size;
}
