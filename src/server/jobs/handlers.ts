import type { JobHandlers } from "./kinds";

/** The handlers of the server's job worker (main.ts). The reminders add theirs here. */
export const JOB_HANDLERS: JobHandlers = {};
