import { Hono, type Context } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  OWNER_CORRECTS,
  payPeriodSettingsSchema,
  timesheetCorrectionSchema,
  timesheetQuerySchema,
  type PayPeriodSettings,
  type Timesheet,
  type TimesheetCorrected,
} from "../../shared/schemas/timesheets";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { parseForRequest, readJson } from "../http/read-json";
import { requireOwner } from "../middleware/audience";
import { correctEntry } from "../services/timesheets/correct-entry";
import { setPayPeriod } from "../services/timesheets/pay-period-settings";
import { readTimesheet } from "../services/timesheets/read-timesheet";
import { timesheetCsv, timesheetCsvName } from "../services/timesheets/timesheet-csv";

/** The field team's timesheets (decision 069): owners and office staff read them; owners correct entries and set the pay period. */
export function adminTimesheetRoutes(deps: AppDeps) {
  const { db } = deps;
  const sheetOf = async (c: Context<ApiEnv>) => {
    const parsed = parseForRequest(c, timesheetQuerySchema, c.req.query());
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return readTimesheet({ db, day: parsed.data.date ?? businessDay(), canCorrect: c.get("viewer")?.role === "owner" });
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json((await sheetOf(c)) satisfies Timesheet);
    })
    .get("/export.csv", async (c) => {
      const sheet = await sheetOf(c);
      return c.body(timesheetCsv(sheet), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${timesheetCsvName(sheet)}"`,
        "Cache-Control": "no-store",
      });
    })
    .put("/settings", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_CORRECTS);
      const input = await readJson(c, payPeriodSettingsSchema);
      return c.json((await setPayPeriod({ db, input, actor: { userId: viewer.userId, email: viewer.email } })) satisfies PayPeriodSettings);
    })
    .post("/corrections", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_CORRECTS);
      const input = await readJson(c, timesheetCorrectionSchema);
      const entry = await correctEntry({ db, input, actor: { userId: viewer.userId, email: viewer.email, name: viewer.username ?? viewer.name } });
      return c.json({ entry } satisfies TimesheetCorrected, 201);
    });
}
