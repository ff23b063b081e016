import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { ServerContext } from '../auth/ServerContext.js'
import { authenticate } from '../auth/sessions.js'
import { verifyDpopProof } from '../auth/verifyDpopProof.js'
import { registeredDappName } from '../config/readDappNames.js'
import { DEFAULT_FRAME_CHAIN_IDS } from '../config/readFrameChainIds.js'
import { toBase64Url } from '../shared/base64url.js'
import { ApiError } from './ApiError.js'
import { clientAddress } from './clientAddress.js'
import { deviceApprovalCss, deviceApprovalHtml, deviceApprovalJs } from './deviceApprovalPage.js'
import type { FrameAssets } from './frameAssets.js'
import { rateLimitAddress } from './rateLimitAddress.js'
import { serveDeviceRoutes } from './routes/devices.js'
import { serveEmailLoginRoutes } from './routes/emailLogin.js'
import { serveEmailUpdateRoutes } from './routes/emailUpdate.js'
import { serveFarcasterRoutes } from './routes/farcaster.js'
import { serveIdentityRoutes } from './routes/identities.js'
import { servePasskeyRoutes } from './routes/passkeys.js'
import type { ApiApp, ApiContext, ApiEnv, RouteKit } from './routes/RouteKit.js'
import { serveSessionRoutes } from './routes/session.js'
import { serveSocialRoutes } from './routes/social.js'
import { serveWalletRoutes } from './routes/wallet.js'
import { commonHeaders, contentSecurityPolicy } from './securityHeaders.js'

/** The largest body any route reads (README: HTTP surface). */
export const MAX_BODY_BYTES = 64 * 1024

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
  const ipOf = (c: ApiContext) => rateLimitAddress(clientAddress(c, trustProxy))

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

  // Every route, the social callback too: a declared length over the cap is refused before a byte is read,
  // a chunked body as soon as it passes the cap (issue 33).
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError({
          status: 413,
          code: 'payload_too_large',
          message: `The request body is larger than the ${MAX_BODY_BYTES / 1024} KB this server accepts`,
        })
      },
    }),
  )

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
  app.use('/v1/*', async (c, next) => {
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
  const proveDevice = (c: ApiContext) =>
    verifyDpopProof(context, { proof: c.req.header('dpop'), method: c.req.method, url: urlOf(c.req.path) })
  // The name a caller sends is ignored: mails and pages show only the operator's registered name (issue 33).
  const dappOf = (dapp: { origin: string; name: string }) => ({
    origin: dapp.origin,
    name: registeredDappName(context.dappNames, dapp.origin),
  })
  const kit: RouteKit = { context, withDevice, proveDevice, ipOf, urlOf, dappOf }

  serveSessionRoutes(app, kit)
  serveEmailLoginRoutes(app, kit)
  serveSocialRoutes(app, kit)
  serveFarcasterRoutes(app, kit)
  serveDeviceRoutes(app, kit)
  servePasskeyRoutes(app, kit)
  serveIdentityRoutes(app, kit)
  serveWalletRoutes(app, kit)
  serveEmailUpdateRoutes(app, kit)

  app.get('/frame', async (c) => {
    const page = await frameAssets.page({
      serverUrl: publicUrl,
      allowedOrigins: context.allowedOrigins,
      transportKey: toBase64Url(context.keys.transportKey.publicKey),
      chainIds: context.frameChainIds ?? DEFAULT_FRAME_CHAIN_IDS,
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
      chainIds: context.frameChainIds ?? DEFAULT_FRAME_CHAIN_IDS,
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
