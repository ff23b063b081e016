import nodemailer from 'nodemailer'
import { extractCode, extractLink } from './extractFromMail.js'
import { type MailSink, MailSinkTimeoutError, startMailSink } from './startMailSink.js'

describe('startMailSink', () => {
  let sink: MailSink
  beforeAll(async () => {
    sink = await startMailSink()
  })
  afterAll(() => sink.stop())
  beforeEach(() => sink.clear())

  const send = (to: string, text: string, subject = 'Hello') =>
    nodemailer.createTransport(sink.smtpUrl).sendMail({ from: 'app@localhost', to, subject, text })

  it('keeps a mail sent over SMTP with its code and link, and serves it over HTTP', async () => {
    const before = Date.now()
    await send('Alice@Example.com', 'Your code: 012345\n\nApprove: http://localhost:8787/device/approve#abc')
    const mail = await sink.waitForMail({ to: 'alice@example.com', after: before })
    expect(mail.code).toBe('012345')
    expect(mail.link).toBe('http://localhost:8787/device/approve#abc')
    expect(mail.to).toEqual(['alice@example.com'])
    const response = await fetch(`${sink.apiUrl}/last?to=alice%40example.com`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ code: '012345', subject: 'Hello' })
  })

  it('waits for a mail that arrives later and ignores older ones', async () => {
    await send('bob@example.com', 'old 111111')
    const after = Date.now() + 1
    const waiting = sink.waitForMail({ to: 'bob@example.com', after, timeoutMs: 20_000 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await send('bob@example.com', 'new 222222')
    expect((await waiting).code).toBe('222222')
  })

  it('rejects with MailSinkTimeoutError when nothing arrives', async () => {
    await expect(sink.waitForMail({ to: 'nobody@example.com', timeoutMs: 50 })).rejects.toBeInstanceOf(
      MailSinkTimeoutError,
    )
  })

  it('answers 204 with no body from /last before any mail and clears on DELETE /messages', async () => {
    const none = await fetch(`${sink.apiUrl}/last?to=carol%40example.com`)
    expect(none.status).toBe(204)
    expect(await none.text()).toBe('')
    await send('carol@example.com', 'code 333333')
    await fetch(`${sink.apiUrl}/messages`, { method: 'DELETE' })
    expect(sink.messages()).toEqual([])
  })
})

describe('extractCode / extractLink', () => {
  it('takes exactly six digits, not a longer number', () => {
    expect(extractCode('order 1234567 then 654321')).toBe('654321')
    expect(extractCode('no code here')).toBeUndefined()
  })
  it('takes the first link that goes somewhere, skipping bare origins and trailing punctuation', () => {
    expect(extractLink('from (http://127.0.0.1:5173) see https://a.example/x?y=1. and http://b/c')).toBe(
      'https://a.example/x?y=1',
    )
    expect(extractLink('only http://origin.example')).toBeUndefined()
  })
})
