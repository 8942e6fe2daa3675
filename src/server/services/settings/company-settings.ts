import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { COMPANY_SETTINGS_FIELDS, type CompanySettings, type CompanySettingsValues, type PrintedCompany } from "../../../shared/schemas/company-settings";
import { DEFAULT_SERVICE_AREA } from "../../../shared/service-area";
import type { Db } from "../../db/client";
import { adminUsers, companySettings, invoices, quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";

// The company's settings (decision 052). One row, made on the first start from the environment
// (SITE_*, COMPANY_INBOX). A field the owner sets in Settings is the owner's from then on; the
// others follow the environment at each start, so changing a variable and restarting still changes
// what e-mails, documents and the portal print. Every reader of the company's values (e-mails, PDFs,
// the portal, reminders) reads them from `config`, so the row is applied to the process's config
// when read: at boot, after each save, and before requests at most every few seconds (another
// server process on the same PostgreSQL database may have saved them).

type Row = typeof companySettings.$inferSelect;
type Values = CompanySettingsValues;

const FIELDS = COMPANY_SETTINGS_FIELDS;

/** What the environment gave this process, read before the settings are first applied to its config. */
const environmentOf = new WeakMap<Config, Values>();

/** The environment's values: the first start's, and those of every field the owner has not set. */
export function settingsFromConfig(config: Config): Values {
  const known = environmentOf.get(config);
  if (known) return known;
  const values: Values = {
    legalName: config.site.legalName,
    mailingAddress: null,
    phone: config.site.phone,
    supportPhone: config.site.supportPhone,
    email: config.site.email,
    inboxEmail: config.companyInbox,
    gstHstNumber: config.taxNumbers.gstHst,
    qstNumber: config.taxNumbers.qst,
    etransferEmail: config.etransferEmail,
    serviceArea: [...DEFAULT_SERVICE_AREA],
  };
  environmentOf.set(config, values);
  return values;
}

/** The settings in force: the owner's fields from the row, the others from the environment. */
function valuesOf(row: Row, config: Config): Values {
  const environment = settingsFromConfig(config);
  const pick = <F extends keyof Values>(f: F): Values[F] => (row.ownerSet.includes(f) ? row[f] : environment[f]);
  return Object.fromEntries(FIELDS.map((f) => [f, pick(f)])) as Values;
}

/** The process's view of the settings: the config's fields, and the service area and mailing address it has no place for. */
const extra = new WeakMap<Config, { serviceArea: string[]; mailingAddress: string | null; readAt: number }>();

function apply(config: Config, v: Values): void {
  config.site.legalName = v.legalName;
  config.site.phone = v.phone;
  config.site.supportPhone = v.supportPhone;
  config.site.email = v.email;
  config.companyInbox = v.inboxEmail;
  config.taxNumbers = { gstHst: v.gstHstNumber, qst: v.qstNumber };
  config.etransferEmail = v.etransferEmail;
  extra.set(config, { serviceArea: v.serviceArea, mailingAddress: v.mailingAddress, readAt: Date.now() });
}

/**
 * The settings row, made from the environment when there is none yet (the first start). Making it
 * also stamps the documents already sent or issued with the company block they printed, which was
 * the environment's (they keep it whatever is saved later).
 */
export async function loadCompanySettings(db: Db, config: Config): Promise<Row> {
  const defaults = settingsFromConfig(config);
  const [found] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (found) {
    apply(config, valuesOf(found, config));
    return found;
  }
  const row = await transaction(db, async (tx) => {
    const [made] = await tx
      .insert(companySettings)
      .values({ id: 1, ...defaults })
      .onConflictDoNothing()
      .returning();
    if (made) {
      const printed = printedCompany(config, { ...defaults, mailingAddress: null });
      await tx
        .update(quotes)
        .set({ company: printed })
        .where(and(isNull(quotes.company), ne(quotes.status, "draft")));
      await tx
        .update(invoices)
        .set({ company: printed })
        .where(and(isNull(invoices.company), ne(invoices.status, "draft")));
      return made;
    }
    return (await tx.select().from(companySettings).where(eq(companySettings.id, 1)))[0]!;
  });
  apply(config, valuesOf(row, config));
  return row;
}

/**
 * Read the settings again when the process's copy is older than `maxAgeMs` (another server may
 * have saved). A failed read keeps the copy it has: the request goes on, and meets the database's
 * state on its own if it needs it.
 */
export async function refreshCompanySettings(db: Db, config: Config, maxAgeMs = 5_000): Promise<void> {
  const seen = extra.get(config);
  if (seen && Date.now() - seen.readAt < maxAgeMs) return;
  try {
    await loadCompanySettings(db, config);
  } catch {
    if (seen) seen.readAt = Date.now();
  }
}

/** The service area's postal-code prefixes as this process last read them. */
export const serviceAreaOf = (config: Config): string[] => extra.get(config)?.serviceArea ?? [...DEFAULT_SERVICE_AREA];

/** The company block a document prints now (and keeps once sent or issued). */
export function printedCompany(
  config: Config,
  v: Pick<Values, "mailingAddress"> = { mailingAddress: extra.get(config)?.mailingAddress ?? null },
): PrintedCompany {
  return {
    name: config.site.companyName,
    legalName: config.site.legalName,
    mailingAddress: v.mailingAddress,
    email: config.site.email,
    phone: config.site.phone,
    siteUrl: config.appUrl,
    etransferEmail: config.etransferEmail,
  };
}

/** The owner: the first admin account made (create-admin's). Only the owner changes the settings. */
async function ownerId(db: Db): Promise<string | null> {
  const [first] = await db.select({ userId: adminUsers.userId }).from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.userId)).limit(1);
  return first?.userId ?? null;
}

/** GET /api/admin/settings. */
export async function getCompanySettings(options: { db: Db; config: Config; viewerId: string }): Promise<CompanySettings> {
  const row = await loadCompanySettings(options.db, options.config);
  return { ...valuesOf(row, options.config), updatedAt: row.updatedAt?.toISOString() ?? null, canEdit: (await ownerId(options.db)) === options.viewerId };
}

/**
 * PUT /api/admin/settings: the owner saves them; each field changed becomes the owner's (it no
 * longer follows the environment); audited with each changed field's old and new value.
 */
export async function updateCompanySettings(options: {
  db: Db;
  config: Config;
  input: Values;
  actor: AuditActor & { userId: string };
}): Promise<CompanySettings> {
  const { db, config, input, actor } = options;
  if ((await ownerId(db)) !== actor.userId) throw new AppError("forbidden", "Only the owner (the first admin account) can change the company settings.");
  await loadCompanySettings(db, config);
  const row = await transaction(db, async (tx) => {
    const [before] = await tx.select().from(companySettings).where(eq(companySettings.id, 1)).for("update");
    const old = valuesOf(before!, config);
    const changed = FIELDS.filter((f) => JSON.stringify(old[f]) !== JSON.stringify(input[f]));
    const ownerSet = [...new Set([...before!.ownerSet, ...changed])];
    const [saved] = await tx
      .update(companySettings)
      .set({ ...input, ownerSet, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(companySettings.id, 1))
      .returning();
    if (changed.length)
      await recordAudit({
        db: tx,
        actor,
        entries: [
          {
            action: "settings.update",
            entity: "company_settings",
            entityId: "1",
            details: { changed: Object.fromEntries(changed.map((f) => [f, { from: old[f], to: input[f] }])) },
          },
        ],
      });
    return saved!;
  });
  apply(config, valuesOf(row, config));
  return { ...valuesOf(row, config), updatedAt: row.updatedAt?.toISOString() ?? null, canEdit: true };
}
