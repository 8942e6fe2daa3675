import type { MessageWords } from "../inputs/message";

export const MESSAGE_EN: MessageWords = {
  subject: (c) => `New message from ${c.name}`,
  wrote: (d) => `${d.staffName ? `${d.staffName} from ${d.company.name}` : d.company.name} wrote to you:`,
  answer: "Read it and answer in your client portal's Messages page:",
  ask: (c) => `Questions? Call us at ${c.phone}.`,
};
