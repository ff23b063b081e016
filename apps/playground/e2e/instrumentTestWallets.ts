import type { BrowserContext, Page } from 'playwright-core'

/** The localStorage key that turns the instrumentation on for the site (off on a fresh profile). */
export const instrumentFlag = 'walletport-soak:instrument'

/** A request the page made to a service other than its own server, in page time. */
export interface PageRequest {
  url: string
  /** The JSON-RPC method of a fetch body, the HTTP method otherwise, 'WebSocket' for a socket opened. */
  method: string
  at: number
}

/** What the page loaded last did until it first showed an account connected (the bench's reconnect cut). */
export interface LoadRecord {
  /** `namespace method` per call to a test wallet. */
  wallet: string[]
  requests: PageRequest[]
  connectedAt: number | undefined
}

export async function loadRecordOf(page: Page): Promise<LoadRecord> {
  return page.evaluate(() => {
    const soak = (window as { __soak?: { wallet: { line: string; at: number }[]; requests: PageRequest[] } })
      .__soak
    const connectedAt = (window as { __soakConnectedAt?: number }).__soakConnectedAt
    const until = connectedAt ?? Number.POSITIVE_INFINITY
    return {
      wallet: (soak?.wallet ?? []).filter((entry) => entry.at <= until).map((entry) => entry.line),
      requests: (soak?.requests ?? []).filter((entry) => entry.at <= until),
      connectedAt,
    }
  })
}

/** Turns the instrumentation on for the next loads of `page`'s site. */
export async function instrumentNextLoads(page: Page): Promise<void> {
  await page.evaluate((flag) => localStorage.setItem(flag, '1'), instrumentFlag)
}

/**
 * On every load of a site with {@link instrumentFlag} set: each devnet test wallet the playground injects
 * (src/chains/inject*.ts) logs every call the page makes to it, and refuses every prompt (setBehavior('reject')),
 * so a reload that needs the user fails instead of passing unseen. WalletConnect's wallet is another page and the
 * embedded wallet a frame: they are counted from their own logs and requests.
 */
export async function instrumentTestWallets(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag) => {
    // A sandboxed frame (the embedded wallet's) may not read localStorage: it is never instrumented.
    const enabled = (() => {
      try {
        return localStorage.getItem(flag) === '1'
      } catch {
        return false
      }
    })()
    if (!enabled) return
    const wallet: { line: string; at: number }[] = []
    const requests: { url: string; method: string; at: number }[] = []
    const log = { push: (line: string) => wallet.push({ line, at: performance.now() }) }
    const w = window as unknown as Record<string, unknown>
    w.__soak = { wallet, requests }

    // The moment the page first shows an account connected (what the bench's reconnect probe waits for).
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[data-testid="connection-status"]')?.textContent
      const address = document.querySelector('[data-testid="account-address"]')?.textContent
      if (status !== 'connected' || !address) return
      w.__soakConnectedAt = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })

    // Every request to a service other than the page's own server, as bench/lib/browser.mjs logs them.
    const record = (url: string, method: string) => {
      if (new URL(url, location.href).origin !== location.origin)
        requests.push({ url: String(url), method, at: performance.now() })
    }
    const fetch0 = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      let method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (typeof init?.body === 'string') method = /"method":"([^"]+)"/.exec(init.body)?.[1] ?? method
      record(url, method)
      return fetch0(input, init)
    }
    const WebSocket0 = window.WebSocket
    window.WebSocket = class extends WebSocket0 {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        record(String(url), 'WebSocket')
      }
    }
    type Callable = (...args: unknown[]) => unknown
    const wrap = (target: Record<string, unknown>, key: string, label: (args: unknown[]) => string) => {
      const original = target[key]
      if (typeof original !== 'function') return
      target[key] = function (this: unknown, ...args: unknown[]) {
        log.push(label(args))
        return (original as Callable).apply(this, args)
      }
    }
    const onAssign = (name: string, instrument: (value: Record<string, unknown>) => void) => {
      let value: unknown
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => value,
        set(next: unknown) {
          value = next
          try {
            instrument(next as Record<string, unknown>)
          } catch (error) {
            log.push(`instrumentation of ${name} failed: ${String(error)}`)
          }
        },
      })
    }
    const wrapAll = (target: Record<string, unknown>, prefix: string, skip: readonly string[] = []) => {
      for (const key in target) {
        if (!skip.includes(key) && typeof target[key] === 'function')
          wrap(target, key, () => `${prefix}${key}`)
      }
    }
    const steering = ['setBehavior', 'resetBehavior', 'release', 'authorize', 'revoke', 'on', 'off']

    onAssign('__walletportTestWallet', (wallet) => {
      ;(wallet.setBehavior as Callable)('reject')
      wrap(wallet, 'request', ([args]) => `eip155 ${(args as { method: string }).method}`)
    })
    onAssign('__walletportSolanaWallet', (wallet) => {
      ;(wallet.setBehavior as Callable)('reject')
      const features = (wallet.wallet as { features: Record<string, Record<string, unknown>> }).features
      for (const [name, feature] of Object.entries(features)) {
        for (const key of Object.keys(feature)) {
          if (key !== 'on' && typeof feature[key] === 'function')
            wrap(feature, key, () => `solana ${name}.${key}`)
        }
      }
    })
    onAssign('__walletportBitcoinWallet', (wallet) => {
      ;(wallet.setBehavior as Callable)('reject')
      wrap(wallet.provider as Record<string, unknown>, 'request', ([method]) => `bip122 ${String(method)}`)
      wrap(wallet, 'approve', ([method]) => `bip122 approve:${String(method)}`)
    })
    onAssign('__walletportCosmosWallet', (wallet) => {
      ;(wallet.setBehavior as Callable)('reject')
      wrapAll(wallet, 'cosmos ', steering)
    })
    onAssign('__walletportPolkadotExtension', (extension) => {
      ;(extension.setBehavior as Callable)('reject')
      const injected = (window as unknown as { injectedWeb3?: Record<string, Record<string, unknown>> })
        .injectedWeb3
      for (const [name, entry] of Object.entries(injected ?? {})) {
        const enable = entry.enable as Callable
        entry.enable = async (...args: unknown[]) => {
          log.push(`polkadot ${name}.enable`)
          const result = (await enable(...args)) as Record<string, Record<string, unknown>>
          // accounts.subscribe registers a listener (as EIP-1193's `on`), not a request.
          if (result.accounts) wrapAll(result.accounts, 'polkadot accounts.', ['subscribe'])
          if (result.signer) wrapAll(result.signer, 'polkadot signer.')
          return result
        }
      }
    })
  }, instrumentFlag)
}
