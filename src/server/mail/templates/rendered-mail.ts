/** A message as a template writes it; its kind and language are the outbox row's. */
export type RenderedMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Headers of this message alone (a commercial e-mail's List-Unsubscribe), kept on its outbox row. */
  headers?: Record<string, string>;
};
