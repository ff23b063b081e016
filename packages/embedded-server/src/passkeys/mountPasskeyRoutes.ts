import type { Hono, MiddlewareHandler } from 'hono'
import * as z from 'zod'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { readBody } from '../http/readBody.js'
import { sealedBoxSchema } from '../http/requestSchemas.js'
import { listPasskeys } from './listPasskeys.js'
import { finishPasskeyRecovery, startPasskeyRecovery } from './recoverWithPasskey.js'
import { finishPasskeyRegistration, startPasskeyRegistration } from './registerPasskey.js'
import { removePasskey } from './removePasskey.js'

type Env = { Variables: { device: AuthenticatedDevice } }

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text')
    .max(max)
const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  // The frame strips PRF results before sending: the server never sees them.
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}
const registrationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.optional(z.array(z.string().max(32)).max(8)),
  }),
})
const authenticationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: z.optional(base64url(512)),
  }),
})
const kdfSchema = z.record(z.string().max(32), z.union([z.string().max(256), z.number()]))

/**
 * `GET /v1/passkeys` (the account's passkeys), `POST /v1/passkeys/register/options`, `…/register/verify` (add a
 * passkey: fresh login only), `POST /v1/passkeys/remove` `{ credentialId }` (fresh login only) and
 * `POST /v1/passkeys/recover/options`, `…/recover/verify` (recover on a new device with a passkey).
 */
export function mountPasskeyRoutes(
  app: Hono<Env>,
  { context, withDevice }: { context: ServerContext; withDevice: MiddlewareHandler<Env> },
): void {
  app.get('/v1/passkeys', withDevice, async (c) =>
    c.json({ passkeys: await listPasskeys(context, c.get('device')) }),
  )
  app.post('/v1/passkeys/register/options', withDevice, async (c) =>
    c.json(await startPasskeyRegistration(context, c.get('device'))),
  )
  app.post('/v1/passkeys/register/verify', withDevice, async (c) => {
    const body = await readBody(
      c,
      z.strictObject({
        response: registrationResponse,
        recoveryShare: sealedBoxSchema,
        serverShare: sealedBoxSchema,
        recoveryKdf: kdfSchema,
      }),
    )
    return c.json(await finishPasskeyRegistration(context, c.get('device'), body as never), 201)
  })
  app.post('/v1/passkeys/remove', withDevice, async (c) => {
    await removePasskey(
      context,
      c.get('device'),
      await readBody(c, z.strictObject({ credentialId: base64url(1400) })),
    )
    return c.json({ ok: true })
  })
  app.post('/v1/passkeys/recover/options', withDevice, async (c) =>
    c.json(await startPasskeyRecovery(context, c.get('device'))),
  )
  app.post('/v1/passkeys/recover/verify', withDevice, async (c) => {
    const body = await readBody(
      c,
      z.strictObject({ response: authenticationResponse, recipientKey: base64url(128) }),
    )
    return c.json(await finishPasskeyRecovery(context, c.get('device'), body as never))
  })
}
