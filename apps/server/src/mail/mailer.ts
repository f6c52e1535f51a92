export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the digest's List-Unsubscribe); both mailers pass them on as they are. */
  headers?: Record<string, string>;
};

/** Sends one message; rejects when the message could not be handed over. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
