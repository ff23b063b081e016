import nodemailer from 'nodemailer'
import type { Mailer } from './Mailer.js'

/** Mails through the configured SMTP server with nodemailer. */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from })
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
