import { HttpRequestError } from '@walletport/core'
import { fetchNode } from '@walletport/core/adapter'

export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

export interface EsploraTxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraTx {
  txid: string
  vin: { txid: string; vout: number; prevout: EsploraOutput | null; is_coinbase: boolean }[]
  vout: EsploraOutput[]
  fee: number
  status: EsploraTxStatus
}

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}

export interface EsploraAddress {
  chain_stats: Stats
  mempool_stats: Stats
}

/** A refusal from POST /tx; `message` is the node's text. */
export class EsploraRejection extends Error {
  override name = 'EsploraRejection'
}

export type EsploraClient = ReturnType<typeof createEsploraClient>

/**
 * The Esplora (mempool.space / blockstream) REST calls the adapter makes, through `fetchNode`: a node that does not
 * answer within `timeoutMs` (default the spec's 10 s) is a TimeoutError naming the path, a 429 keeps its Retry-After.
 */
export function createEsploraClient(baseUrl: string, { timeoutMs }: { timeoutMs?: number | undefined } = {}) {
  const base = baseUrl.replace(/\/+$/, '')

  async function call(path: string, init?: RequestInit): Promise<string> {
    const url = `${base}${path}`
    const response = await fetchNode(url, { ...init, timeoutMs })
    const text = await response.text()
    if (response.ok) return text
    if (init?.method === 'POST' && response.status === 400) throw new EsploraRejection(text)
    throw new HttpRequestError({ url, status: response.status, details: text || undefined })
  }

  const json = async <T>(path: string): Promise<T> => JSON.parse(await call(path)) as T

  return {
    address: (address: string) => json<EsploraAddress>(`/address/${address}`),
    utxos: (address: string) => json<EsploraUtxo[]>(`/address/${address}/utxo`),
    addressTxs: (address: string, lastSeenTxid?: string) =>
      json<EsploraTx[]>(
        lastSeenTxid ? `/address/${address}/txs/chain/${lastSeenTxid}` : `/address/${address}/txs`,
      ),
    tx: (txid: string) => json<EsploraTx>(`/tx/${txid}`),
    txHex: (txid: string) => call(`/tx/${txid}/hex`),
    txStatus: (txid: string) => json<EsploraTxStatus>(`/tx/${txid}/status`),
    feeEstimates: () => json<Record<string, number>>('/fee-estimates'),
    tipHeight: async () => Number(await call('/blocks/tip/height')),
    broadcast: async (hex: string) => (await call('/tx', { method: 'POST', body: hex })).trim(),
  }
}
