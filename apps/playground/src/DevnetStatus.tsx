import { useEffect, useState } from 'react'
import { devnetJsonRpc } from './chains/devnetJsonRpc.js'
import type { DevnetEndpoints } from './devnetEndpoints.js'
import { LastMailCode } from './LastMailCode.js'

type Status = { state: 'loading' } | { state: 'up'; text: string } | { state: 'down'; error: string }

interface Node {
  id: string
  label: string
  url: string
  /** What the node says when it answers, e.g. "block 12". */
  probe?(): Promise<string>
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

function devnetNodes(endpoints: DevnetEndpoints): Node[] {
  return [
    ...Object.entries(endpoints.evmRpcUrls).map(([chainId, url]) => ({
      id: chainId,
      label: `EVM ${chainId}`,
      url,
      probe: async () => `block ${Number(await devnetJsonRpc<string>(url, 'eth_blockNumber', []))}`,
    })),
    { id: 'evm-history', label: 'EVM history', url: endpoints.evmIndexerUrl },
    {
      id: 'solana',
      label: 'Solana',
      url: endpoints.solanaRpcUrl,
      probe: async () => `slot ${await devnetJsonRpc<number>(endpoints.solanaRpcUrl, 'getSlot', [])}`,
    },
    {
      id: 'cosmos',
      label: 'Cosmos (fixture)',
      url: endpoints.cosmosRpcUrl,
      probe: async () => {
        const status = await getJson<{ result: { sync_info: { latest_block_height: string } } }>(
          `${endpoints.cosmosRpcUrl}/status`,
        )
        return `block ${status.result.sync_info.latest_block_height}`
      },
    },
    {
      id: 'bitcoin',
      label: 'Bitcoin regtest',
      url: endpoints.bitcoinEsploraUrl,
      probe: async () => `block ${await getJson<number>(`${endpoints.bitcoinEsploraUrl}/blocks/tip/height`)}`,
    },
    { id: 'relay', label: 'WalletConnect relay', url: endpoints.relayUrl },
    ...(endpoints.embeddedFrameUrl
      ? [{ id: 'embedded', label: 'Email wallet server', url: `${endpoints.embeddedFrameUrl}/frame` }]
      : []),
  ]
}

function NodeStatus({ node }: { node: Node }) {
  const [status, setStatus] = useState<Status>({ state: 'loading' })
  const { probe } = node
  useEffect(() => {
    probe?.().then(
      (text) => setStatus({ state: 'up', text }),
      (error: unknown) =>
        setStatus({ state: 'down', error: error instanceof Error ? error.message : String(error) }),
    )
  }, [probe])
  return (
    <li data-testid={`devnet-${node.id}`}>
      {node.label} <code>{node.url}</code>
      {probe && ': '}
      {probe && status.state === 'loading' && 'checking…'}
      {status.state === 'up' && <span className="ok">up, {status.text}</span>}
      {status.state === 'down' && (
        <span className="error" role="alert">
          unreachable ({status.error}) — is `npm run playground` running?
        </span>
      )}
    </li>
  )
}

/** Whether the devnet's nodes answer, so a dead devnet is obvious before anything else fails. */
export function DevnetStatus({ endpoints }: { endpoints: DevnetEndpoints }) {
  const [nodes] = useState(() => devnetNodes(endpoints))
  return (
    <ul className="devnet" aria-label="Local devnet">
      {nodes.map((node) => (
        <NodeStatus key={node.id} node={node} />
      ))}
      {endpoints.mailSinkUrl && <LastMailCode mailSinkUrl={endpoints.mailSinkUrl} />}
    </ul>
  )
}
