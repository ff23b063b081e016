import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { cleanDappName } from '../auth/dappIdentity.js'
import {
  startEmailUpdate,
  verifyEmailUpdatePrimary,
  verifyEmailUpdateSecondary,
} from '../auth/emailUpdate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import { authenticate, endSession, refreshSession } from '../auth/sessions.js'
import { verifyDpopProof } from '../auth/verifyDpopProof.js'
import { mountDeviceRoutes } from '../devices/mountDeviceRoutes.js'
import { mountFarcasterRoutes } from '../farcaster/mountFarcasterRoutes.js'
import { mountIdentityRoutes } from '../identities/mountIdentityRoutes.js'
import { mountPasskeyRoutes } from '../passkeys/mountPasskeyRoutes.js'
import { toBase64Url } from '../shared/base64url.js'
import { mountSocialRoutes } from '../social/socialRoutes.js'
import {
  createWallet,
  getWalletAddresses,
  openAuthShare,
  openRecovery,
  storeDeviceShare,
} from '../wallet/walletOperations.js'
import { ApiError } from './ApiError.js'
import { clientAddress } from './clientAddress.js'
import { deviceApprovalCss, deviceApprovalHtml, deviceApprovalJs } from './deviceApprovalPage.js'
import type { FrameAssets } from './frameAssets.js'
import { readBody } from './readBody.js'
import { requestSchemas } from './requestSchemas.js'
import { serveEmailLoginRoutes } from './routes/emailLogin.js'
import type { ApiApp, ApiContext, ApiEnv, RouteKit } from './routes/RouteKit.js'
import { commonHeaders, contentSecurityPolicy } from './securityHeaders.js'

export interface CreateAppParameters {
  context: ServerContext
  frameAssets: FrameAssets
  trustProxy?: boolean
}

/** The HTTP surface: the JSON API under /v1 (same-origin only), the frame page and the device approval page. */
export function createApp({ context, frameAssets, trustProxy = false }: CreateAppParameters): ApiApp {
  const app = new Hono<ApiEnv>()
  const publicUrl = context.publicUrl
  const urlOf = (path: string) => `${publicUrl}${path}`
  const ipOf = (c: ApiContext) => clientAddress(c, trustProxy)

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    for (const [name, value] of Object.entries(commonHeaders))
      if (!c.res.headers.has(name)) c.header(name, value)
    context.logger.debug('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json(error.toJSON(), error.status)
    }
    context.logger.error('unexpected error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown',
    })
    return c.json({ error: { code: 'internal', message: 'Something went wrong' } }, 500)
  })

  app.get('/healthz', (c) => c.json({ ok: true }))

  // The API answers its own pages only: browsers send Origin on every POST, and no CORS header is ever set.
  app.use('/v1/*', bodyLimit({ maxSize: 64 * 1024 }), async (c, next) => {
    c.header('Cache-Control', 'no-store')
    // The frame signs DPoP proofs with the server's time, so a device with a wrong clock still signs in.
    c.header('X-WalletPort-Time', String(context.now()))
    if (c.req.method !== 'GET' && c.req.header('origin') !== publicUrl)
      throw new ApiError({
        status: 403,
        code: 'forbidden_origin',
        message: `The API accepts requests from ${publicUrl} only`,
      })
    await next()
  })

  const withDevice = createMiddleware<ApiEnv>(async (c, next) => {
    c.set(
      'device',
      await authenticate(context, {
        authorization: c.req.header('authorization'),
        proof: c.req.header('dpop'),
        method: c.req.method,
        url: urlOf(c.req.path),
      }),
    )
    await next()
  })
  const proveDevice = (c: {
    req: { header(name: string): string | undefined; method: string; path: string }
  }) =>
    verifyDpopProof(context, { proof: c.req.header('dpop'), method: c.req.method, url: urlOf(c.req.path) })
  const dappOf = (dapp: { origin: string; name: string }) => ({
    origin: dapp.origin,
    name: cleanDappName(dapp.name, dapp.origin),
  })
  const kit: RouteKit = { context, withDevice, proveDevice, ipOf, urlOf, dappOf }

  app.get('/v1/config', (c) =>
    c.json({
      transportKey: toBase64Url(context.keys.transportKey.publicKey),
      socials: [...Object.keys(context.socialClients ?? {}), ...(context.farcaster ? ['farcaster'] : [])],
    }),
  )
  mountSocialRoutes(app as never, { context, urlOf, ipOf, proveDevice })

  serveEmailLoginRoutes(app, kit)

  mountFarcasterRoutes(app, { context, proveDevice, ipOf })
  mountDeviceRoutes(app, { context, withDevice })
  mountPasskeyRoutes(app, { context, withDevice })
  mountIdentityRoutes(app, { context, withDevice, ipOf: (c) => ipOf(c as never) })

  app.post('/v1/session/refresh', async (c) => {
    const body = await readBody(c, requestSchemas.refresh)
    const device = await proveDevice(c)
    return c.json(await refreshSession(context, { refreshToken: body.refreshToken, deviceJkt: device.jkt }))
  })
  app.post('/v1/session/logout', withDevice, async (c) => {
    await endSession(context, c.get('device'))
    return c.json({ ok: true })
  })

  app.get('/v1/me', withDevice, async (c) => {
    const device = c.get('device')
    const [account] = await context.db.query<{ id: string; email: string }>(
      'select id, email from accounts where id = $1',
      [device.accountId],
    )
    if (!account) throw new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in again' })
    return c.json({
      account,
      wallet: await getWalletAddresses(context, device.accountId),
      authTime: new Date(device.authTime).toISOString(),
    })
  })

  app.post('/v1/wallet', withDevice, async (c) => {
    await createWallet(context, c.get('device'), await readBody(c, requestSchemas.createWallet))
    return c.json({ ok: true }, 201)
  })
  app.post('/v1/wallet/auth-share/open', withDevice, async (c) =>
    c.json(await openAuthShare(context, c.get('device'), await readBody(c, requestSchemas.openAuthShare))),
  )
  app.post('/v1/wallet/recovery/open', withDevice, async (c) =>
    c.json(await openRecovery(context, c.get('device'), await readBody(c, requestSchemas.openRecovery))),
  )
  app.post('/v1/wallet/auth-share', withDevice, async (c) => {
    await storeDeviceShare(context, c.get('device'), await readBody(c, requestSchemas.storeDeviceShare))
    return c.json({ ok: true })
  })

  app.post('/v1/account/email/start', withDevice, async (c) => {
    const body = await readBody(c, requestSchemas.emailUpdateStart)
    return c.json(
      await startEmailUpdate(context, c.get('device'), { newEmail: body.newEmail, dapp: dappOf(body.dapp) }),
    )
  })
  app.post('/v1/account/email/verify-primary', withDevice, async (c) => {
    const body = await readBody(c, requestSchemas.emailUpdatePrimary)
    return c.json(
      await verifyEmailUpdatePrimary(context, c.get('device'), { ...body, dapp: dappOf(body.dapp) }),
    )
  })
  app.post('/v1/account/email/verify-secondary', withDevice, async (c) =>
    c.json(
      await verifyEmailUpdateSecondary(
        context,
        c.get('device'),
        await readBody(c, requestSchemas.emailUpdateSecondary),
      ),
    ),
  )

  app.get('/frame', async (c) => {
    const page = await frameAssets.page({
      serverUrl: publicUrl,
      allowedOrigins: context.allowedOrigins,
      transportKey: toBase64Url(context.keys.transportKey.publicKey),
    })
    c.header('Cache-Control', 'no-store')
    if (page === undefined)
      return c.text('The frame is not built: run `npm run build` in @walletport/embedded-server', 503)
    c.header('Content-Security-Policy', contentSecurityPolicy(context.allowedOrigins))
    return c.html(page)
  })
  // The passkey popup: the frame's page, top-level, keeping its opener (the frame) to answer it.
  app.get('/frame/passkey', async (c) => {
    const page = await frameAssets.page({
      serverUrl: publicUrl,
      allowedOrigins: context.allowedOrigins,
      transportKey: toBase64Url(context.keys.transportKey.publicKey),
    })
    c.header('Cache-Control', 'no-store')
    if (page === undefined)
      return c.text('The frame is not built: run `npm run build` in @walletport/embedded-server', 503)
    c.header('Content-Security-Policy', contentSecurityPolicy('none'))
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    return c.html(page)
  })
  app.get('/frame/assets/:file{.+}', async (c) => {
    const asset = await frameAssets.asset(c.req.param('file'))
    if (!asset) return c.notFound()
    c.header('Content-Type', asset.type)
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return c.body(asset.body as Uint8Array<ArrayBuffer>)
  })

  app.get('/device/approve', (c) => {
    c.header('Content-Security-Policy', contentSecurityPolicy('none'))
    c.header('Cache-Control', 'no-store')
    return c.html(deviceApprovalHtml)
  })
  app.get('/device/approve.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(deviceApprovalJs)
  })
  app.get('/device/approve.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(deviceApprovalCss)
  })

  return app
}
