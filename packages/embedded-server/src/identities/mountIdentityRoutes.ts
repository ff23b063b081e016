import type { Hono, MiddlewareHandler } from 'hono'
import * as z from 'zod'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { finishFarcasterLink } from '../farcaster/farcasterLinks.js'
import { startFarcasterLogin } from '../farcaster/farcasterLogins.js'
import { readBody } from '../http/readBody.js'
import { dappSchema } from '../http/requestSchemas.js'
import { redeemSocialLink } from '../social/redeemSocialLink.js'
import { SOCIAL_LOGIN_PROVIDERS } from '../social/socialProviders.js'
import { startSocialLogin } from '../social/startSocialLogin.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'
import { listIdentities, unlinkIdentity } from './accountIdentities.js'

type Env = { Variables: { device: AuthenticatedDevice } }

const base64url = (min: number, max: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), `expected ${what}`)

const identitySchemas = {
  linkStart: z.strictObject({
    provider: z.enum(SOCIAL_LOGIN_PROVIDERS),
    loginChallenge: base64url(43, 43, 'a base64url SHA-256 digest'),
    dapp: dappSchema,
  }),
  linkRedeem: z.strictObject({
    code: base64url(43, 43, 'a link code'),
    verifier: base64url(43, 128, 'a base64url verifier'),
  }),
  unlink: z.strictObject({ id: base64url(22, 22, 'an identity id') }),
  farcasterStart: z.strictObject({ dapp: dappSchema }),
  farcasterWait: z.strictObject({ loginId: z.uuid() }),
}

/**
 * The signed-in user's sign-ins: `GET /v1/identities`, `POST /v1/identities/unlink` `{ id }` (fresh login, never
 * the last way in) and linking another provider, `POST /v1/auth/social/link/start` (fresh login; the same
 * PKCE/state/nonce round trip as a login, popup only) then `POST /v1/auth/social/link/redeem` `{ code, verifier }`;
 * Farcaster's the same way: `POST /v1/auth/farcaster/link/start` (fresh login) then `…/link/wait` `{ loginId }`.
 */
export function mountIdentityRoutes(
  app: Hono<Env>,
  {
    context,
    withDevice,
    ipOf,
  }: { context: ServerContext; withDevice: MiddlewareHandler<Env>; ipOf(c: unknown): string },
): void {
  app.get('/v1/identities', withDevice, async (c) => c.json(await listIdentities(context, c.get('device'))))
  app.post('/v1/identities/unlink', withDevice, async (c) => {
    await unlinkIdentity(context, c.get('device'), await readBody(c, identitySchemas.unlink))
    return c.json({ ok: true })
  })
  app.post('/v1/auth/social/link/start', withDevice, async (c) => {
    const device = c.get('device')
    const body = await readBody(c, identitySchemas.linkStart)
    assertFreshLogin(context, device, 'link a sign-in')
    return c.json(
      await startSocialLogin(context, {
        provider: body.provider,
        loginChallenge: body.loginChallenge,
        dappOrigin: body.dapp.origin,
        returnUrl: undefined,
        deviceJkt: device.deviceJkt,
        linkAccountId: device.accountId,
        ip: ipOf(c),
      }),
    )
  })
  app.post('/v1/auth/social/link/redeem', withDevice, async (c) =>
    c.json(await redeemSocialLink(context, c.get('device'), await readBody(c, identitySchemas.linkRedeem))),
  )
  app.post('/v1/auth/farcaster/link/start', withDevice, async (c) => {
    const device = c.get('device')
    const body = await readBody(c, identitySchemas.farcasterStart)
    assertFreshLogin(context, device, 'link a sign-in')
    return c.json(
      await startFarcasterLogin(context, {
        deviceJkt: device.deviceJkt,
        dappOrigin: body.dapp.origin,
        ip: ipOf(c),
        linkAccountId: device.accountId,
      }),
    )
  })
  app.post('/v1/auth/farcaster/link/wait', withDevice, async (c) => {
    const { loginId } = await readBody(c, identitySchemas.farcasterWait)
    return c.json(
      await finishFarcasterLink(context, { loginId, device: c.get('device'), signal: c.req.raw.signal }),
    )
  })
}
