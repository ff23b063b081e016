import { useEffect, useState } from 'react'

const EVM_RPC = import.meta.env.VITE_EVM_RPC_URL ?? 'http://127.0.0.1:8545'

type Status =
  | { state: 'loading' }
  | { state: 'up'; chainId: number; block: number }
  | { state: 'down'; error: string }

async function rpc(method: string): Promise<string> {
  const response = await fetch(EVM_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  const body = (await response.json()) as { result?: string; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(body.error?.message ?? 'RPC Request failed.')
  return body.result
}

export function DevnetStatus() {
  const [status, setStatus] = useState<Status>({ state: 'loading' })
  useEffect(() => {
    Promise.all([rpc('eth_chainId'), rpc('eth_blockNumber')])
      .then(([chainId, block]) => setStatus({ state: 'up', chainId: Number(chainId), block: Number(block) }))
      .catch((error: unknown) => setStatus({ state: 'down', error: String(error) }))
  }, [])
  return (
    <section>
      <h2>Local EVM node ({EVM_RPC})</h2>
      {status.state === 'loading' && <p>Checking…</p>}
      {status.state === 'up' && (
        <p data-testid="evm-status">
          Chain id {status.chainId}, block {status.block}
        </p>
      )}
      {status.state === 'down' && <p role="alert">Unreachable: {status.error}</p>}
    </section>
  )
}
