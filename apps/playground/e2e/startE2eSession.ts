import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, startDevnet } from '@walletport/devnet'
import { startNameServer } from '@walletport/embedded-server'
import type { BrowserContext, Page } from 'playwright-core'
import { buildPlayground } from './buildPlayground.js'
import { launchChromium, type ThirdPartyStorage } from './launchChromium.js'
import { type StaticServer, serveStatic } from './serveStatic.js'

export interface E2eSession {
  devnet: Devnet
  context: BrowserContext
  /** The playground pointed at this session's devnet (query parameters). */
  url: string
  /** The devnet WalletConnect wallet page (wallet.html) pointed at the same devnet; add `&uri=` to pair. */
  walletUrl: string
  /** Requests refused because they left loopback. */
  blocked: string[]
  /** Console lines and page errors of the current page. */
  consoleLines: string[]
  /** The page opened last by `openFreshPage`. */
  page: Page | undefined
  /** Closes the current page, clears the site's storage (localStorage, IndexedDB) and opens the playground anew. */
  openFreshPage(): Promise<Page>
  stop(): Promise<void>
}

export interface StartE2eSessionParameters {
  /** False leaves the chopsticks node out (its start is the slowest): for suites that use no Polkadot. */
  polkadot?: boolean
  /** How chromium treats the email wallet's cross-site frame storage; default 'blocked' (see launchChromium). */
  thirdPartyStorage?: ThirdPartyStorage
}

/** A devnet on free ports, the built playground on a free port, and chromium; `stop` ends all three. */
export async function startE2eSession({
  polkadot = true,
  thirdPartyStorage,
}: StartE2eSessionParameters = {}): Promise<E2eSession> {
  const stoppers: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined)
  }
  try {
    let dist = process.env.WALLETPORT_E2E_DIST
    if (!dist) {
      // Run without the project's global setup (e.g. one file by path): build here.
      dist = mkdtempSync(join(tmpdir(), 'walletport-e2e-dist-'))
      buildPlayground(dist)
      process.env.WALLETPORT_E2E_DIST = dist
    }
    const devnet = await startDevnet(polkadot ? {} : { polkadot: false })
    stoppers.push(() => devnet.stop())
    const names = await startNameServer()
    stoppers.push(() => names.stop())
    const server: StaticServer = await serveStatic(dist)
    stoppers.push(() => server.stop())
    const browser = await launchChromium({}, thirdPartyStorage)
    stoppers.push(() => browser.close())

    const [evm, evm2] = devnet.evm.nodes
    const query = new URLSearchParams({
      evm: evm!.rpcUrl,
      evm2: evm2!.rpcUrl,
      indexer: devnet.evm.indexer.apiUrl,
      solana: devnet.solana.rpcUrl,
      solanaWs: devnet.solana.wsUrl,
      cosmos: devnet.cosmos.rpcUrl,
      bitcoin: devnet.bitcoin.esploraUrl,
      relay: devnet.relay.url,
      ...(devnet.polkadot
        ? { polkadot: devnet.polkadot.wsUrl, polkadotIndexer: devnet.polkadot.indexer.apiUrl }
        : {}),
      names: names.url,
      evmToken: devnet.evm.testToken,
      onramp: devnet.onramps[0]!.url,
      onramp2: devnet.onramps[1]!.url,
    })
    const session: E2eSession = {
      devnet,
      context: browser.context,
      url: `${server.url}/?${query}`,
      walletUrl: `${server.url}/wallet.html?${query}`,
      blocked: browser.blocked,
      consoleLines: [],
      page: undefined,
      async openFreshPage() {
        await session.page?.close()
        session.consoleLines.length = 0
        const page = await browser.context.newPage()
        session.page = page
        page.on('console', (message) => session.consoleLines.push(`[${message.type()}] ${message.text()}`))
        page.on('pageerror', (error) =>
          session.consoleLines.push(`[pageerror] ${error.stack ?? error.message}`),
        )
        await page.goto(session.url)
        // localStorage holds the app's state; IndexedDB the WalletConnect clients' sessions of earlier tests.
        await page.evaluate(async () => {
          localStorage.clear()
          const databases = await indexedDB.databases()
          await Promise.all(
            databases.map(
              ({ name }) =>
                new Promise((resolve, reject) => {
                  if (!name) return resolve(undefined)
                  const request = indexedDB.deleteDatabase(name)
                  request.onsuccess = resolve
                  request.onerror = () => reject(request.error)
                  request.onblocked = () => reject(new Error(`IndexedDB ${name} is still open`))
                }),
            ),
          )
        })
        await page.reload()
        return page
      },
      stop,
    }
    return session
  } catch (error) {
    await stop()
    throw error
  }
}
