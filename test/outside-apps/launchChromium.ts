import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Request } from 'playwright-core'

/** The arguments the developers' guide gives for Debian's chromium in a container. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface WatchedChromium {
  context: BrowserContext
  /** Every request any page of the context made (URL), in order; those to a non-loopback host were aborted. */
  requests: string[]
  /** Resolves once no request has been in flight for `quietMs` (checked every 100 ms, up to `boundMs`). */
  networkQuiet(quietMs: number, boundMs: number): Promise<void>
  close(): Promise<void>
}

/**
 * Headless chromium with a fresh profile that records every request of its pages. Traffic leaves loopback never:
 * a request to another host is recorded, then aborted.
 */
export async function launchChromium(): Promise<WatchedChromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'walletport-outside-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    timeout: 60_000,
  })
  context.setDefaultTimeout(60_000)
  const requests: string[] = []
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  context.on('request', (request) => {
    requests.push(request.url())
    inFlight.add(request)
    lastActivity = Date.now()
  })
  const settle = (request: Request) => {
    inFlight.delete(request)
    lastActivity = Date.now()
  }
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (/^(https?|wss?):$/.test(url.protocol) && !loopbackHosts.has(url.hostname)) {
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  return {
    context,
    requests,
    async networkQuiet(quietMs, boundMs) {
      const started = Date.now()
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() - started > boundMs) {
          throw new Error(
            `expected the page's network quiet for ${quietMs} ms within ${boundMs} ms, received ${inFlight.size} requests in flight`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async close() {
      await context.close().catch(() => undefined)
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
