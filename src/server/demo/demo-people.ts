import { eq } from "drizzle-orm";
import { addDays } from "../../shared/calendar-date";
import { clientAddresses, clients, jobAssessments, leads } from "../db/schema/index";
import type { Db } from "../db/client";
import { ottawaMoment } from "./demo-clock";
import { BUSINESSES, FIRST_NAMES, GATINEAU_STREETS, LAST_NAMES, OTTAWA_STREETS, type Street } from "./demo-places";
import type { Random } from "./demo-random";

// The demo's people: clients in Ottawa and Gatineau, the assessments of the last six months and
// the leads in every status. History, so inserted directly with their dates in the past.

export const DEMO_CLIENT_COUNT = 40;
/** The client whose portal the README shows (and the sign-in instructions name). */
export const DEMO_CLIENT = { fullName: "Claire Gagnon", email: "claire.gagnon@example.com" } as const;

export type DemoClient = {
  id: string;
  addressId: string;
  fullName: string;
  email: string;
  province: "ON" | "QC";
  /** When they became a client (yyyy-mm-dd). */
  since: string;
};

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/** A postal code in the street's area: its forward sortation area and a made-up local part. */
const postalCode = (random: Random, street: Street) => `${street.fsa} ${random.int(1, 9)}${random.pick("ABCEGHJKLMNPRSTVWXYZ".split(""))}${random.int(1, 9)}`;
const phone = (random: Random, province: "ON" | "QC") => `${province === "QC" ? "819" : "613"}-555-01${String(random.int(0, 99)).padStart(2, "0")}`;

/** Forty clients (about a third in Gatineau), the demo client first; each with one address. */
export async function seedClients(db: Db, random: Random, today: string): Promise<DemoClient[]> {
  const made: DemoClient[] = [];
  const names = new Set<string>();
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    const province: "ON" | "QC" = i % 3 === 2 ? "QC" : "ON";
    let fullName: string;
    let email: string;
    if (i === 0) ({ fullName, email } = DEMO_CLIENT);
    else if (i % 7 === 3 && BUSINESSES[Math.floor(i / 7)]) {
      fullName = BUSINESSES[Math.floor(i / 7)]!;
      email = `office@${plain(fullName)}.example.com`;
    } else {
      do fullName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      while (names.has(fullName) || fullName === DEMO_CLIENT.fullName);
      const [first, ...last] = fullName.split(" ");
      email = `${plain(first!)}.${plain(last.join(""))}@example.com`;
    }
    names.add(fullName);
    const street = random.pick(province === "QC" ? GATINEAU_STREETS : OTTAWA_STREETS);
    const since = addDays(today, -random.int(170, 400));
    const at = ottawaMoment(since, random.int(9, 16), random.int(0, 59));
    const [client] = await db
      .insert(clients)
      .values({
        fullName,
        email,
        phoneNumber: phone(random, province),
        language: province === "QC" && random.chance(0.5) ? "fr" : "en",
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: clients.id });
    const [address] = await db
      .insert(clientAddresses)
      .values({
        clientId: client!.id,
        street: `${random.int(12, 1480)} ${street.street}`,
        city: province === "QC" ? "Gatineau" : "Ottawa",
        province,
        postalCode: postalCode(random, street),
        position: 0,
        createdAt: at,
      })
      .returning({ id: clientAddresses.id });
    made.push({ id: client!.id, addressId: address!.id, fullName, email, province, since });
  }
  return made;
}

const RESIDENTIAL = ["home", "apartment", "condo"] as const;
const COMMERCIAL = ["office", "retail", "clinic"] as const;
const REQUIREMENTS = [
  "Please use the side door; the front steps are being repaired.",
  "We have a cat who hides under the bed, please keep the bedroom door closed.",
  "Fragrance-free products only, please: one of us has asthma.",
  "Parking is available in the visitor spots behind the building.",
  "The alarm code will be sent the day before.",
  null,
  null,
] as const;

/** About sixty quote assessments spread over the last six months; three came from the portal. */
export async function seedAssessments(db: Db, random: Random, today: string, demoClients: DemoClient[]): Promise<number> {
  const rows: (typeof jobAssessments.$inferInsert)[] = [];
  const count = 60;
  for (let i = 0; i < count; i++) {
    // A client asking from the portal (Request New Service) is tied to their client record.
    const fromPortal = i < 3 ? demoClients.filter((c) => c.province === "ON")[i * 4]! : null;
    const fullName = fromPortal?.fullName ?? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const [first, ...last] = fullName.split(" ");
    const commercial = random.chance(0.3);
    const propertyType = commercial ? random.pick(COMMERCIAL) : random.pick(RESIDENTIAL);
    const street = random.pick(OTTAWA_STREETS);
    const pets = !commercial && random.chance(0.35);
    const day = addDays(today, -(i < 3 ? random.int(1, 20) : random.int(0, 182)));
    rows.push({
      fullName,
      phoneNumber: `613-555-0${random.int(100, 199)}`,
      email: fromPortal?.email ?? `${plain(first!)}.${plain(last.join(""))}${random.int(1, 99)}@example.com`,
      propertyAddress: `${random.int(10, 1400)} ${street.street}, Ottawa`,
      postcode: postalCode(random, street),
      propertyType: [propertyType],
      propertySize: commercial
        ? random.pick(["1,001 – 2,500 sq. ft.", "2,501 – 5,000 sq. ft."])
        : random.pick(["1 Bedroom", "2 Bedrooms", "3 Bedrooms", "4+ Bedrooms"]),
      serviceType: random.chance(0.3) ? ["regular", "deep"] : [random.pick(["regular", "deep", "eco-friendly"])],
      addOnOptions: [],
      frequency: random.pick(["weekly", "bi-weekly", "bi-weekly", "monthly", "one-time"]),
      pets,
      petType: pets ? random.pick(["Dog", "Cat", "Two cats"]) : null,
      preferredIngredients: random.pick(["eco-friendly", "standard", "no-preference"]),
      specialRequirements: random.pick(REQUIREMENTS),
      submittedAt: ottawaMoment(day, random.int(7, 21), random.int(0, 59)),
      clientId: fromPortal?.id ?? null,
    });
  }
  await db.insert(jobAssessments).values(rows);
  return count;
}

/** How many leads of each status the demo has (the five statuses the product ships with). */
export const DEMO_LEAD_STATUSES = { New: 6, Contacted: 5, "In Progress": 5, Converted: 5, Lost: 4 } as const;

const LEAD_DETAILS = [
  "Asked for a walkthrough before quoting.",
  "Wants a quote for the whole building, 3 floors.",
  "Referred by a neighbour; flexible on the day.",
  "Needs the work done before the end of the month.",
  "Comparing two other companies on price.",
] as const;

/** Leads in every status; the converted ones are linked to the client they became. */
export async function seedLeads(db: Db, random: Random, today: string, demoClients: DemoClient[]): Promise<number> {
  let n = 0;
  const converted = demoClients.slice(1).filter((_, i) => i % 6 === 0);
  for (const [status, count] of Object.entries(DEMO_LEAD_STATUSES)) {
    for (let i = 0; i < count; i++) {
      const client = status === "Converted" ? converted[i] : undefined;
      const fullName = client?.fullName ?? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const [first, ...last] = fullName.split(" ");
      const day = client ? addDays(client.since, -random.int(3, 12)) : addDays(today, -(status === "New" ? random.int(0, 10) : random.int(8, 150)));
      const at = ottawaMoment(day, random.int(8, 18), random.int(0, 59));
      const [lead] = await db
        .insert(leads)
        .values({
          fullName,
          phoneNumber: `613-555-0${random.int(100, 199)}`,
          email: client?.email ?? `${plain(first!)}.${plain(last.join(""))}@example.com`,
          address: `${random.int(10, 900)} ${random.pick(OTTAWA_STREETS).street}, Ottawa`,
          serviceType: random.pick(["Cleaning Service", "Commercial Cleaning", "Deep Cleaning", "Move-In / Move-Out Cleaning", "Healthcare Cleaning"]),
          clientCategory: random.pick(["Individual", "Individual", "Business", "Property Manager", "Healthcare Facility"]),
          source: random.pick(["Website", "Referral", "Phone Call", "Email", "Social Media"]),
          leadStatus: status,
          assignedStaff: random.chance(0.7) ? random.pick(["Maria", "Jean-Luc", "Aisha"]) : null,
          details: random.pick(LEAD_DETAILS),
          clientId: client?.id ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: leads.id });
      if (client) await db.update(clients).set({ leadId: lead!.id }).where(eq(clients.id, client.id));
      n++;
    }
  }
  return n;
}
