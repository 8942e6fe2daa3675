export * from "./assessments";
export * from "./consultations";
export * from "./outbox";
export * from "./rate-limits";
export * from "./visits";
export * from "./auth";
export * from "./portal";
export * from "./audit-log";
