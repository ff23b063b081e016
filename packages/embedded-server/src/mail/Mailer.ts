export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}
