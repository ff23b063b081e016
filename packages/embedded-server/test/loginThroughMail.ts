import type { MailSink } from '@walletport/devnet'
import type { Hono } from 'hono'
import { type TestDevice, testDapp } from './createTestDevice.js'
import { testPublicUrl } from './createTestServer.js'

export interface TestSession {
  accessToken: string
  refreshToken: string
  account: { id: string; email: string }
}

/** Approves the device through the mailed link (when asked) and signs in with the mailed code. */
export async function loginThroughMail(
  app: Hono,
  device: TestDevice,
  sink: MailSink,
  email: string,
): Promise<TestSession> {
  let after = Date.now()
  const started = await device.call<{ action: string; challengeId?: string; approvalId?: string }>(
    app,
    '/v1/auth/email/start',
    { body: { email, dapp: testDapp } },
  )
  if (started.status !== 200)
    throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`)
  let challengeId = started.body.challengeId
  if (started.body.action === 'VERIFY_DEVICE') {
    const link = (await sink.waitForMail({ to: email, after })).link ?? ''
    after = Date.now()
    await approveThroughLink(app, link)
    const waited = await device.call<{ action: string; challengeId?: string }>(app, '/v1/auth/device/wait', {
      body: { approvalId: started.body.approvalId },
    })
    if (waited.body.action !== 'VERIFY_OTP') throw new Error(`wait answered ${JSON.stringify(waited.body)}`)
    challengeId = waited.body.challengeId
  }
  const { code } = await sink.waitForMail({ to: email, after })
  const verified = await device.call<TestSession>(app, '/v1/auth/email/verify', {
    body: { challengeId, code },
  })
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`)
  return verified.body
}

/** What the approval page's button does: POST the fragment's token. */
export async function approveThroughLink(app: Hono, link: string): Promise<Response> {
  const token = new URL(link).hash.slice(1)
  return app.request(`${testPublicUrl}/v1/auth/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ token }),
  })
}
