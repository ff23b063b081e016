import { HttpRequestError, TimeoutError } from '@walletport/core'
import { retryAfterMsOf } from '@walletport/core/adapter'

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

/** The Esplora (mempool.space / blockstream) REST calls the adapter makes. */
export function createEsploraClient(baseUrl: string, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}) {
  const base = baseUrl.replace(/\/+$/, '')

  async function call(path: string, init?: RequestInit): Promise<string> {
    const url = `${base}${path}`
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (cause) {
      if ((cause as Error).name === 'TimeoutError') throw new TimeoutError({ details: `URL: ${url}`, cause })
      throw new HttpRequestError({ url, cause })
    }
    const text = await response.text()
    if (response.ok) return text
    if (init?.method === 'POST' && response.status === 400) throw new EsploraRejection(text)
    throw new HttpRequestError({
      url,
      status: response.status,
      details: text || undefined,
      retryAfterMs: retryAfterMsOf(response),
    })
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
