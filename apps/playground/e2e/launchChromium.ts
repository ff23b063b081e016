import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'

/**
 * Debian's chromium, headless, as root in a container: no sandbox (root has none), no GPU, and nothing of its own
 * that reaches past loopback (QUIC, background networking, component updates, sync, first-run pages).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Debian's Chromium 156 blocks third-party cookies, and with them a cross-site frame's IndexedDB and localStorage (the
 * email wallet's frame, on localhost under the 127.0.0.1 page, then keeps its session in memory: every load is a new
 * device). Chrome, Firefox and Safari as shipped partition that storage per top-level site instead; this makes
 * chromium do the same (as embedded-server's browser tests do).
 */
const partitionedThirdPartyStorageArgs = [
  '--disable-features=TrackingProtection3pcd,ThirdPartyCookieDeprecationTrial',
]

/** 'blocked': chromium's own default here; 'partitioned': as the common browsers ship. */
export type ThirdPartyStorage = 'blocked' | 'partitioned'

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface LaunchedChromium {
  context: BrowserContext
  /** URLs the page tried to reach outside loopback (each was aborted). */
  blocked: string[]
  close(): Promise<void>
}

/** What the pages emulate beyond the viewport: a phone is `{ isMobile: true, hasTouch: true }` (a coarse pointer). */
export interface ChromiumDevice {
  isMobile?: boolean
  hasTouch?: boolean
  userAgent?: string
  viewport?: { width: number; height: number }
}

/** Headless chromium with a fresh profile; every request to a host other than loopback is refused and noted. */
export async function launchChromium(
  device: ChromiumDevice = {},
  thirdPartyStorage: ThirdPartyStorage = 'blocked',
): Promise<LaunchedChromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'walletport-e2e-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args:
      thirdPartyStorage === 'partitioned'
        ? [...chromiumArgs, ...partitionedThirdPartyStorageArgs]
        : chromiumArgs,
    viewport: { width: 1280, height: 900 },
    ...device,
    timeout: 30_000,
  })
  // A bound for each wait on a condition, generous for a loaded 2-core machine (a goto once took over 15 s there).
  context.setDefaultTimeout(30_000)
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
      !loopbackHosts.has(url.hostname)
    ) {
      blocked.push(url.href)
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  return {
    context,
    blocked,
    async close() {
      await context.close().catch(() => undefined)
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
