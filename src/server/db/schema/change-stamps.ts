import { pgTable, text, uuid } from "drizzle-orm/pg-core";

/**
 * A stamp per cached answer, changed by triggers whenever a row it is built from changes
 * (migration 0038): a process that kept the answer under an older stamp builds it again. Random,
 * not a counter, so a stamp never comes back after its row is deleted and made again.
 */
export const changeStamps = pgTable("change_stamps", {
  name: text("name").primaryKey(),
  stamp: uuid("stamp").notNull().defaultRandom(),
});
