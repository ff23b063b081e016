import type { Context, Hono } from 'hono'
import * as z from 'zod'
import type { ServerContext } from '../auth/ServerContext.js'
import type { verifyDpopProof } from '../auth/verifyDpopProof.js'
import { readBody } from '../http/readBody.js'
import { finishFarcasterLogin, startFarcasterLogin } from './farcasterLogins.js'

const schemas = {
  start: z.strictObject({
    dapp: z.strictObject({ origin: z.string().max(2048), name: z.string().max(256) }),
  }),
  wait: z.strictObject({ loginId: z.uuid() }),
}

type ProveDevice = (c: {
  req: { header(name: string): string | undefined; method: string; path: string }
}) => ReturnType<typeof verifyDpopProof>

/** `POST /v1/auth/farcaster/start` → `{ loginId, url }`; `POST /v1/auth/farcaster/wait` → PENDING or CONNECT. */
export function mountFarcasterRoutes(
  // biome-ignore lint/suspicious/noExplicitAny: the app's Env belongs to createApp
  app: Hono<any>,
  {
    context,
    proveDevice,
    ipOf,
  }: { context: ServerContext; proveDevice: ProveDevice; ipOf(c: Context): string },
): void {
  app.post('/v1/auth/farcaster/start', async (c) => {
    const body = await readBody(c, schemas.start)
    const device = await proveDevice(c)
    return c.json(
      await startFarcasterLogin(context, {
        deviceJkt: device.jkt,
        dappOrigin: body.dapp.origin,
        ip: ipOf(c),
      }),
    )
  })
  app.post('/v1/auth/farcaster/wait', async (c) => {
    const body = await readBody(c, schemas.wait)
    const device = await proveDevice(c)
    return c.json(
      await finishFarcasterLogin(context, { loginId: body.loginId, device, signal: c.req.raw.signal }),
    )
  })
}
