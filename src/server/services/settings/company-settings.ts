import { and, eq, isNull, ne } from "drizzle-orm";
import { COMPANY_SETTINGS_FIELDS, type CompanySettings, type CompanySettingsValues, type PrintedCompany } from "../../../shared/schemas/company-settings";
import type { PrivacyPageValues } from "../../../shared/privacy-policy";
import { RETENTION_DEFAULTS, type RetentionSettingsValues } from "../../../shared/schemas/retention";
import { DEFAULT_SERVICE_AREA } from "../../../shared/service-area";
import type { Db } from "../../db/client";
import { companySettings, invoices, quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import type { AuditActor } from "../common/record-audit";
import { readRetentionSettings } from "./retention-settings";
import { auditSettingsChange, changedFields } from "./settings-change";

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
    privacyOfficerTitle: config.site.privacyOfficerTitle,
    privacyOfficerTitleFr: config.site.privacyOfficerTitleFr,
    privacyOfficerEmail: config.site.privacyOfficerEmail,
  };
  environmentOf.set(config, values);
  return values;
}

/** The settings in force: the owner's fields from the row, the others from the environment. */
function valuesOf(row: Row, config: Config): Values {
  const environment = settingsFromConfig(config);
  // A field the owner set is never null where the schema requires it (the save checked it).
  const pick = <F extends keyof Values>(f: F): Values[F] => (row.ownerSet.includes(f) ? (row[f] as Values[F]) : environment[f]);
  return Object.fromEntries(FIELDS.map((f) => [f, pick(f)])) as Values;
}

/**
 * The process's view of the settings: the config's fields, and what it has no place for (the
 * service area, the mailing address, and the retention periods the privacy page states).
 */
const extra = new WeakMap<Config, { serviceArea: string[]; mailingAddress: string | null; retention: RetentionSettingsValues; readAt: number }>();

function apply(config: Config, v: Values, retention: RetentionSettingsValues): void {
  config.site.legalName = v.legalName;
  config.site.phone = v.phone;
  config.site.supportPhone = v.supportPhone;
  config.site.email = v.email;
  config.companyInbox = v.inboxEmail;
  config.taxNumbers = { gstHst: v.gstHstNumber, qst: v.qstNumber };
  config.etransferEmail = v.etransferEmail;
  config.site.privacyOfficerTitle = v.privacyOfficerTitle;
  config.site.privacyOfficerTitleFr = v.privacyOfficerTitleFr;
  config.site.privacyOfficerEmail = v.privacyOfficerEmail;
  extra.set(config, { serviceArea: v.serviceArea, mailingAddress: v.mailingAddress, retention, readAt: Date.now() });
}

/**
 * The settings row, made from the environment when there is none yet (the first start). Making it
 * also stamps the documents already sent or issued with the company block they printed, which was
 * the environment's (they keep it whatever is saved later).
 */
export async function loadCompanySettings(db: Db, config: Config): Promise<Row> {
  const defaults = settingsFromConfig(config);
  const [[found], { updatedAt: _, ...retention }] = await Promise.all([
    db.select().from(companySettings).where(eq(companySettings.id, 1)),
    readRetentionSettings(db),
  ]);
  if (found) {
    apply(config, valuesOf(found, config), retention);
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
  apply(config, valuesOf(row, config), retention);
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

/** The mailing address as this process last read it (null until the owner sets it): every e-mail prints it. */
export const mailingAddressOf = (config: Pick<Config, "site">): string | null => extra.get(config as Config)?.mailingAddress ?? null;

/** The service area's postal-code prefixes as this process last read them. */
export const serviceAreaOf = (config: Config): string[] => extra.get(config)?.serviceArea ?? [...DEFAULT_SERVICE_AREA];

/** What the privacy page shows from the settings now (GET /api/privacy-page, and the page as served). */
export function privacyPageValuesOf(config: Config): PrivacyPageValues {
  const seen = extra.get(config);
  return {
    title: config.site.privacyOfficerTitle,
    titleFr: config.site.privacyOfficerTitleFr,
    email: config.site.privacyOfficerEmail,
    legalName: config.site.legalName,
    mailingAddress: seen?.mailingAddress ?? null,
    ...(seen?.retention ?? RETENTION_DEFAULTS),
  };
}

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

/** GET /api/admin/settings (an owner's: the route lets no one else read them, decision 060). */
export async function getCompanySettings(options: { db: Db; config: Config }): Promise<CompanySettings> {
  const row = await loadCompanySettings(options.db, options.config);
  return { ...valuesOf(row, options.config), updatedAt: row.updatedAt?.toISOString() ?? null, canEdit: true };
}

/**
 * PUT /api/admin/settings: an owner saves them (the route checks the role); each field changed becomes the owner's (it no
 * longer follows the environment); audited with each changed field's old and new value.
 */
export async function updateCompanySettings(options: {
  db: Db;
  config: Config;
  input: Values;
  actor: AuditActor & { userId: string };
}): Promise<CompanySettings> {
  const { db, config, input, actor } = options;
  await loadCompanySettings(db, config);
  const row = await transaction(db, async (tx) => {
    const [before] = await tx.select().from(companySettings).where(eq(companySettings.id, 1)).for("update");
    const old = valuesOf(before!, config);
    const changed = changedFields(FIELDS, old, input);
    const ownerSet = [...new Set([...before!.ownerSet, ...changed])];
    const [saved] = await tx
      .update(companySettings)
      .set({ ...input, ownerSet, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(companySettings.id, 1))
      .returning();
    await auditSettingsChange(tx, { actor, entity: "company_settings", changed, old, input });
    return saved!;
  });
  apply(config, valuesOf(row, config), extra.get(config)?.retention ?? RETENTION_DEFAULTS);
  return { ...valuesOf(row, config), updatedAt: row.updatedAt?.toISOString() ?? null, canEdit: true };
}
