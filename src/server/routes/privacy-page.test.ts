import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PrivacyPageValues } from "../../shared/privacy-policy";
import type { Database } from "../db/client";
import { readWebBuild } from "../http/static-files";
import { loadCompanySettings } from "../services/settings/company-settings";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";
import { useTestDb } from "../test/use-test-db";

// The privacy page names the person in charge of privacy and states the retention periods as the
// settings say (decisions 055, 056): GET /api/privacy-page for a page rendered in the browser, and
// the prerendered page written with the values in force when the server serves it, whatever the
// build said.

/** The officer block and the periods as the page's components write them (features/privacy). */
const block = (title: string, email: string) =>
  `<div id="privacy"><p class="font-semibold" data-setting="title">${title}</p><p data-setting="legalName">14872309 Canada Inc.</p>` +
  `<p class="whitespace-pre-line" data-setting-row="mailingAddress" hidden=""><span data-setting="mailingAddress"></span></p>` +
  `<p>E-mail: <a href="mailto:${email}" data-setting="email" class="underline">${email}</a></p></div>` +
  `<dl><dd><span data-setting="enquiryMonths">24</span> months</dd><dd><span data-setting="mailBodyDays">90</span> days</dd></dl>` +
  // Large enough for compressed copies (MIN_COMPRESS_BYTES).
  "<p>What we collect and why.</p>".repeat(60);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-client-"));
  for (const [rel, title] of [
    ["privacy/index.html", "Privacy Officer"],
    ["fr/privacy/index.html", "Responsable de la protection des renseignements personnels"],
  ] as const) {
    const html = block(title, "info@maplecrestcleaning.ca");
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
    fs.writeFileSync(path.join(dir, `${rel}.br`), zlib.brotliCompressSync(html));
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const OWNER_SET = {
  privacyOfficerTitle: "President & CEO",
  privacyOfficerTitleFr: "Présidente-directrice générale",
  privacyOfficerEmail: "privacy@example.com",
  mailingAddress: "PO Box 77, Ottawa ON K1P 1A1",
};

describe.each(testDbKinds)("the privacy page's settings on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));
  const appOf = (env: Record<string, string> = {}) => createTestApp(database, env, { build: readWebBuild(dir) });

  /** The owner's settings, as a save in Settings leaves them, read by `config`'s process. */
  async function ownerSets(config: ReturnType<typeof appOf>["config"]) {
    await loadCompanySettings(database.db, config);
    await database.db.execute(sql`update company_settings set privacy_officer_title = ${OWNER_SET.privacyOfficerTitle},
      privacy_officer_title_fr = ${OWNER_SET.privacyOfficerTitleFr}, privacy_officer_email = ${OWNER_SET.privacyOfficerEmail},
      mailing_address = ${OWNER_SET.mailingAddress},
      owner_set = '{privacyOfficerTitle,privacyOfficerTitleFr,privacyOfficerEmail,mailingAddress}'`);
    await database.db.execute(sql`insert into retention_settings (id, enquiry_months, mail_body_days) values (1, 36, 60)`);
    await loadCompanySettings(database.db, config);
  }

  test("GET /api/privacy-page: the environment's values first (the general e-mail by default), then the owner's", async () => {
    const { app, config } = appOf({ SITE_PRIVACY_OFFICER_TITLE: "Owner" });
    const first = await app.request("/api/privacy-page");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      title: "Owner",
      titleFr: "Responsable de la protection des renseignements personnels",
      email: "info@maplecrestcleaning.ca",
      legalName: "14872309 Canada Inc.",
      mailingAddress: null,
      enquiryMonths: 24,
      mailBodyDays: 90,
    } satisfies PrivacyPageValues);
    await ownerSets(config);
    expect(await (await app.request("/api/privacy-page")).json()).toEqual({
      title: OWNER_SET.privacyOfficerTitle,
      titleFr: OWNER_SET.privacyOfficerTitleFr,
      email: OWNER_SET.privacyOfficerEmail,
      legalName: "14872309 Canada Inc.",
      mailingAddress: OWNER_SET.mailingAddress,
      enquiryMonths: 36,
      mailBodyDays: 60,
    } satisfies PrivacyPageValues);
  });

  test("the privacy page as served names the officer the settings name, in its language, written and compressed anew when they change", async () => {
    const { app, config } = appOf();
    const page = async (p: string, headers: Record<string, string> = {}) => {
      const res = await app.request(p, { headers });
      expect(res.status, p).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      return { res, html: res.headers.get("content-encoding") === "br" ? zlib.brotliDecompressSync(body).toString() : body.toString() };
    };

    const before = await page("/privacy");
    expect(before.html).toContain('data-setting="title">Privacy Officer</p>');
    expect(before.html).toContain('data-setting-row="mailingAddress" hidden=""');
    const etag = before.res.headers.get("etag")!;
    expect((await app.request("/privacy", { headers: { "If-None-Match": etag } })).status).toBe(304);

    await ownerSets(config);
    const after = await page("/privacy/", { "Accept-Encoding": "br" });
    expect(after.res.headers.get("content-encoding")).toBe("br");
    expect(after.res.headers.get("cache-control")).toBe("no-cache");
    expect(after.res.headers.get("etag")).not.toBe(etag);
    // Escaped as React escapes text; the e-mail in the link too; the address's row shown.
    expect(after.html).toContain('<p class="font-semibold" data-setting="title">President &amp; CEO</p>');
    expect(after.html).toContain('<a href="mailto:privacy@example.com" data-setting="email" class="underline">privacy@example.com</a>');
    expect(after.html).toContain(
      '<p class="whitespace-pre-line" data-setting-row="mailingAddress"><span data-setting="mailingAddress">PO Box 77, Ottawa ON K1P 1A1</span></p>',
    );
    expect(after.html).not.toContain("info@maplecrestcleaning.ca");
    expect(after.html).toContain('<dd><span data-setting="enquiryMonths">36</span> months</dd><dd><span data-setting="mailBodyDays">60</span> days</dd>');
    // The quick brotli copy is soon replaced by the best one, with the same page and the same ETag.
    const best = zlib.brotliCompressSync(Buffer.from(after.html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    await expect
      .poll(async () => {
        const res = await app.request("/privacy", { headers: { "Accept-Encoding": "br" } });
        const body = Buffer.from(await res.arrayBuffer());
        expect(zlib.brotliDecompressSync(body).toString()).toBe(after.html);
        expect(res.headers.get("etag")).toBe(after.res.headers.get("etag"));
        return body.length;
      })
      .toBe(best);
    expect((await app.request("/privacy", { headers: { "If-None-Match": etag } })).status).toBe(200);

    const french = await page("/fr/privacy");
    expect(french.html).toContain('data-setting="title">Présidente-directrice générale</p>');
    // The page's HTML asked for as a file is written into as well.
    expect((await page("/privacy/index.html")).html).toContain("President &amp; CEO");
  });
});
