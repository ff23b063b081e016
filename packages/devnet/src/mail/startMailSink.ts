import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { extractCode, extractLink } from './extractFromMail.js'

export interface ReceivedMail {
  id: number
  /** Lower-cased envelope recipients. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Epoch ms. */
  receivedAt: number
  code: string | undefined
  link: string | undefined
}

export interface StartMailSinkParameters {
  host?: string
  /** SMTP port (0 picks a free one). */
  smtpPort?: number
  /** Port of the small HTTP API tests and the playground read mail from (0 picks a free one). */
  apiPort?: number
  /** Mails kept, oldest dropped first (default 200). */
  keep?: number
}

export interface MailSink {
  smtpUrl: string
  apiUrl: string
  messages(to?: string): ReceivedMail[]
  /**
   * The newest mail to `to` received after `after` (epoch ms), waiting for it up to `timeoutMs` (30 s by default,
   * generous for a loaded machine).
   */
  waitForMail(parameters: { to: string; after?: number; timeoutMs?: number }): Promise<ReceivedMail>
  clear(): void
  stop(): Promise<void>
}

export class MailSinkTimeoutError extends Error {
  override name = 'MailSinkTimeoutError'
  constructor(to: string, timeoutMs: number) {
    super(`No mail to ${to} arrived within ${timeoutMs} ms`)
  }
}

/**
 * A local SMTP server that keeps what it receives (no auth, no STARTTLS, loopback only) and an HTTP API over
 * it: GET /messages?to=, GET /last?to=&after= (the newest mail, its code and link; 204 before any), DELETE /messages.
 */
export async function startMailSink({
  host = '127.0.0.1',
  smtpPort = 0,
  apiPort = 0,
  keep = 200,
}: StartMailSinkParameters = {}): Promise<MailSink> {
  const mails: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: nextId++,
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
            code: extractCode(parsed.text ?? ''),
            link: extractLink(parsed.text ?? ''),
          })
          if (mails.length > keep) mails.splice(0, mails.length - keep)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, host, () => resolve())
  })
  const smtpAddress = smtp.server.address() as AddressInfo

  const messages = (to?: string) =>
    to === undefined ? [...mails] : mails.filter((mail) => mail.to.includes(to.toLowerCase()))
  const newest = (to: string, after: number) =>
    messages(to)
      .filter((mail) => mail.receivedAt >= after)
      .at(-1)

  const waitForMail: MailSink['waitForMail'] = ({ to, after = 0, timeoutMs = 30_000 }) =>
    new Promise((resolve, reject) => {
      const found = newest(to, after)
      if (found) return resolve(found)
      const wake = () => {
        const mail = newest(to, after)
        if (!mail) return
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(mail)
      }
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(new MailSinkTimeoutError(to, timeoutMs))
      }, timeoutMs)
      waiters.add(wake)
    })

  const api = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Content-Type', 'application/json')
    const to = url.searchParams.get('to') ?? undefined
    if (request.method === 'GET' && url.pathname === '/messages') {
      response.end(JSON.stringify(messages(to)))
    } else if (request.method === 'GET' && url.pathname === '/last') {
      const after = Number(url.searchParams.get('after') ?? 0)
      const mail =
        to === undefined ? mails.filter((entry) => entry.receivedAt >= after).at(-1) : newest(to, after)
      // No mail yet is an answer, not a missing resource: a page polling it logs no failed request.
      response.statusCode = mail ? 200 : 204
      response.end(mail ? JSON.stringify(mail) : undefined)
    } else if (request.method === 'DELETE' && url.pathname === '/messages') {
      mails.splice(0)
      response.end('{"ok":true}')
    } else {
      response.statusCode = 404
      response.end('{"error":"not found"}')
    }
  })
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject)
    api.listen(apiPort, host, () => resolve())
  })
  const apiAddress = api.address() as AddressInfo
  const hostInUrl = host.includes(':') ? `[${host}]` : host

  return {
    smtpUrl: `smtp://${hostInUrl}:${smtpAddress.port}`,
    apiUrl: `http://${hostInUrl}:${apiAddress.port}`,
    messages,
    waitForMail,
    clear: () => {
      mails.splice(0)
    },
    async stop() {
      api.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => api.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}
