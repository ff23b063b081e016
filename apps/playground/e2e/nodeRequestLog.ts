import type { Page, Request, WebSocket } from 'playwright-core'
import type { PageRequest } from './instrumentTestWallets.js'

/** A service the page may reach, by the namespace it serves (`wallet:` for a wallet's own server). */
export interface DevnetNode {
  namespace: string
  url: string
  /** Only requests whose path matches count (the embedded wallet server's API, not its frame's files). */
  paths?: RegExp
}

/**
 * What the playground itself sends to the nodes on every load, whatever is connected (src/DevnetStatus.tsx probes
 * each node once; src/chains/injectSolanaTestWallet.ts checks and tops up the wallet's balance): not the client's.
 */
export function isPlaygroundOwn({ url, method }: Pick<PageRequest, 'url' | 'method'>): boolean {
  if (method === 'GET') return /\/(status|blocks\/tip\/height|api|frame)?$/.test(new URL(url).pathname)
  return ['eth_blockNumber', 'getSlot', 'getBalance', 'requestAirdrop'].includes(method)
}

export function namespaceOf(nodes: readonly DevnetNode[], url: string): string | undefined {
  const { host, pathname } = new URL(url)
  return nodes.find((node) => new URL(node.url).host === host && (node.paths?.test(pathname) ?? true))
    ?.namespace
}

/** The page's requests by namespace, the playground's own left out; `lines` says what each was. */
export function countByNamespace(
  nodes: readonly DevnetNode[],
  requests: readonly PageRequest[],
): { counts: Record<string, number>; lines: string[] } {
  const counts: Record<string, number> = {}
  const lines: string[] = []
  for (const request of requests) {
    const namespace = namespaceOf(nodes, request.url)
    if (!namespace || isPlaygroundOwn(request)) continue
    counts[namespace] = (counts[namespace] ?? 0) + 1
    lines.push(`${namespace} ${request.method}`)
  }
  return { counts, lines }
}

export interface RawRequestLog {
  /** Requests by namespace seen by `page.on('request')` / `page.on('websocket')` since `reset`, everything. */
  byNamespace(): Record<string, number>
  reset(): void
  /** Starts following `page` (every page the soak opens). */
  follow(page: Page): void
}

/** Everything the browser sent to the services, as `page.on('request')` sees it (a page's frames included). */
export function createRawRequestLog(nodes: readonly DevnetNode[]): RawRequestLog {
  let counts: Record<string, number> = {}
  const count = (url: string) => {
    const namespace = namespaceOf(nodes, url)
    if (namespace) counts[namespace] = (counts[namespace] ?? 0) + 1
  }
  const onRequest = (request: Request) => count(request.url())
  const onWebSocket = (socket: WebSocket) => count(socket.url())
  return {
    byNamespace: () => ({ ...counts }),
    reset() {
      counts = {}
    },
    follow(page) {
      page.on('request', onRequest)
      page.on('websocket', onWebSocket)
    },
  }
}
