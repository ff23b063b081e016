/**
 * Where the local devnet answers: its fixed ports by default; `VITE_*` variables at build time or query
 * parameters at start-up (`?evm=…&evm2=…&indexer=…`, used by the end-to-end tests) override them.
 */
export interface DevnetEndpoints {
  /** RPC URL per EVM chain id. */
  evmRpcUrls: Record<number, string>
  /** Etherscan-style history API base of the devnet's EVM indexer (`…/api`, takes `chainid=`). */
  evmIndexerUrl: string
}

type Env = Readonly<Record<string, string | boolean | undefined>>

function pick(query: URLSearchParams, name: string, env: Env, variable: string, fallback: string): string {
  const value = query.get(name) ?? env[variable]
  if (typeof value !== 'string' || value === '') return fallback
  if (!/^https?:\/\/[^/]/.test(value)) throw new InvalidEndpointError(name, value)
  return value.replace(/\/$/, '')
}

export class InvalidEndpointError extends Error {
  override name = 'InvalidEndpointError'
  constructor(parameter: string, value: string) {
    super(`The "${parameter}" endpoint must be an http(s) URL, received ${value}`)
  }
}

export function readDevnetEndpoints(search: string, env: Env): DevnetEndpoints {
  const query = new URLSearchParams(search)
  return {
    evmRpcUrls: {
      31337: pick(query, 'evm', env, 'VITE_EVM_RPC_URL', 'http://127.0.0.1:8545'),
      31338: pick(query, 'evm2', env, 'VITE_EVM2_RPC_URL', 'http://127.0.0.1:8546'),
    },
    evmIndexerUrl: pick(query, 'indexer', env, 'VITE_EVM_INDEXER_URL', 'http://127.0.0.1:8547/api'),
  }
}
