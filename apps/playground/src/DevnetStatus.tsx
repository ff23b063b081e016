import { useEffect, useState } from 'react'
import type { DevnetEndpoints } from './devnetEndpoints.js'

type Status = { state: 'loading' } | { state: 'up'; block: number } | { state: 'down'; error: string }

async function blockNumber(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  const body = (await response.json()) as { result?: string; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(body.error?.message ?? 'RPC Request failed.')
  return Number(body.result)
}

function NodeStatus({ chainId, rpcUrl }: { chainId: string; rpcUrl: string }) {
  const [status, setStatus] = useState<Status>({ state: 'loading' })
  useEffect(() => {
    blockNumber(rpcUrl).then(
      (block) => setStatus({ state: 'up', block }),
      (error: unknown) =>
        setStatus({ state: 'down', error: error instanceof Error ? error.message : String(error) }),
    )
  }, [rpcUrl])
  return (
    <li data-testid={`devnet-${chainId}`}>
      EVM {chainId} <code>{rpcUrl}</code>: {status.state === 'loading' && 'checking…'}
      {status.state === 'up' && <span className="ok">up, block {status.block}</span>}
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
  return (
    <ul className="devnet" aria-label="Local devnet">
      {Object.entries(endpoints.evmRpcUrls).map(([chainId, rpcUrl]) => (
        <NodeStatus key={chainId} chainId={chainId} rpcUrl={rpcUrl} />
      ))}
      <li>
        EVM history <code>{endpoints.evmIndexerUrl}</code>
      </li>
    </ul>
  )
}
