import { and, eq } from "drizzle-orm";
import type { ServiceScheduleList, ServiceScheduleListQuery } from "../../../shared/schemas/service-schedules";
import type { Db } from "../../db/client";
import { serviceSchedules } from "../../db/schema/index";
import { selectSchedules } from "./schedule-record";

/** The schedules of a client, of a quote, or all: live ones first, then the latest start first. */
export async function listServiceSchedules(options: { db: Db; query: ServiceScheduleListQuery }): Promise<ServiceScheduleList> {
  const { db, query } = options;
  const where = and(
    query.clientId ? eq(serviceSchedules.clientId, query.clientId) : undefined,
    query.quoteId ? eq(serviceSchedules.quoteId, query.quoteId) : undefined,
  );
  return { items: await selectSchedules(db, where) };
}
