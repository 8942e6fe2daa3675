import type { VisitWords } from "../inputs/visit";
import { ENGLISH } from "./common";

const { clockTime } = ENGLISH.format;

export const VISIT_EN: VisitWords = {
  subject: (date) => `Reminder: your cleaning visit tomorrow, ${date}`,
  coming: (date) => `A reminder that our crew is coming tomorrow, ${date}.`,
  arrival: "Arrival window",
  service: "Service",
  address: "Address",
  between: (start, end) => `${clockTime(start)} - ${clockTime(end)}`,
  upcoming: "Your upcoming visits are in your client portal:",
  ask: (c) => `To change this visit, call us at ${c.phone} or reply to this e-mail.`,
};
