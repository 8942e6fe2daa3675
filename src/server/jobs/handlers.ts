import type { Config } from "../env";
import { mailDirOf } from "../mail/sent-copies";
import { photoDirOf } from "../services/photos/photo-files";
import { monthlyBillingJobHandler, visitBillingJobHandler } from "../services/invoices/billing-jobs";
import { reminderJobHandler } from "../services/reminders/reminder-job";
import { retentionJobHandler } from "../services/retention/retention-job";
import { generateJobHandler } from "../services/service-schedules/generate-job";
import { visitReminderJobHandler } from "../services/service-visits/visit-reminder-job";
import type { JobHandlers } from "./kinds";

/** The handlers of the server's job worker (main.ts). */
export function jobHandlers(deps: { config: Config }): JobHandlers {
  return {
    "billing.reminders": reminderJobHandler({ config: deps.config }),
    "billing.visit": visitBillingJobHandler({ config: deps.config }),
    "billing.monthly": monthlyBillingJobHandler({ config: deps.config }),
    "visits.generate": generateJobHandler(),
    "visits.reminders": visitReminderJobHandler({ config: deps.config }),
    "retention.run": retentionJobHandler({ mailDir: mailDirOf(deps.config), photoDir: photoDirOf(deps.config) }),
  };
}
