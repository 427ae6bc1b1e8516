// One email, as the mailer and its outbox both take it (a file of its own: no import cycle).
export type MailMessage = { to: string; subject: string; text: string };
