import { HttpRequestError } from '../errors/chainClient.js'
import { describeValue } from '../errors/describeValue.js'
import { OnrampResponseError } from '../errors/onramp.js'
import type { OnrampAsset, OnrampProvider, OnrampQuote, OnrampStatus } from './types.js'

export interface CreateHttpOnrampProviderParameters {
  id: string
  name: string
  /** The provider's API base (the devnet fixture's URL, or the app's own proxy to a provider). */
  url: string
  fetch?: typeof fetch
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * An `OnrampProvider` over HTTP: `GET /api/assets`, `GET /api/quote?network&symbol&fiat&amount`,
 * `POST /api/sessions` ({ network, symbol, fiat, fiatAmount, address } → { id, url }) and `GET /api/sessions/{id}`
 * (→ { status, transactionHash?, reason? }). The devnet's on-ramp fixtures speak it; a real provider is reached
 * through the app's own server speaking it, so no key sits in the page.
 */
export function createHttpOnrampProvider(parameters: CreateHttpOnrampProviderParameters): OnrampProvider {
  const base = parameters.url.replace(/\/+$/, '')
  const fetcher = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  async function request(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
    const url = `${base}${path}`
    let response: Response
    try {
      response = await fetcher(url, init)
    } catch (cause) {
      throw new HttpRequestError({ url, cause })
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const named = isRecord(body) && typeof body.error === 'string' ? body.error : undefined
      if (named) throw new OnrampResponseError(`${parameters.name}: ${named}`)
      throw new HttpRequestError({ url, status: response.status })
    }
    if (!isRecord(body))
      throw new OnrampResponseError(
        `${parameters.name} answered ${path} with no JSON object: expected an object, received ${body === undefined ? 'no JSON' : describeValue(body)}`,
      )
    return body
  }

  const text = (body: Record<string, unknown>, field: string): string => {
    const value = body[field]
    if (typeof value !== 'string') {
      throw new OnrampResponseError(
        `${parameters.name}: expected "${field}" to be a string, received ${typeof value}`,
      )
    }
    return value
  }

  return {
    id: parameters.id,
    name: parameters.name,

    async getAssets() {
      const body = await request('/api/assets')
      if (!Array.isArray(body.assets))
        throw new OnrampResponseError(
          `${parameters.name}: expected an "assets" list, received ${describeValue(body.assets)}`,
        )
      return body.assets.flatMap((asset): OnrampAsset[] =>
        isRecord(asset) &&
        typeof asset.network === 'string' &&
        typeof asset.symbol === 'string' &&
        typeof asset.decimals === 'number'
          ? [
              {
                network: asset.network as OnrampAsset['network'],
                symbol: asset.symbol,
                decimals: asset.decimals,
                ...(typeof asset.token === 'string' && { token: asset.token }),
              },
            ]
          : [],
      )
    },

    async getQuote(quoteRequest): Promise<OnrampQuote> {
      const query = new URLSearchParams({
        network: quoteRequest.asset.network,
        symbol: quoteRequest.asset.symbol,
        fiat: quoteRequest.fiat,
        amount: quoteRequest.fiatAmount,
      })
      const body = await request(`/api/quote?${query}`)
      const crypto = text(body, 'cryptoAmount')
      if (!/^\d+$/.test(crypto))
        throw new OnrampResponseError(
          `${parameters.name}: expected cryptoAmount as a whole number of the asset's smallest unit, received ${describeValue(crypto)}`,
        )
      return {
        ...quoteRequest,
        provider: parameters.id,
        fee: text(body, 'fee'),
        cryptoAmount: BigInt(crypto),
      }
    },

    async createSession({ quote, address }) {
      const body = await request('/api/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          network: quote.asset.network,
          symbol: quote.asset.symbol,
          fiat: quote.fiat,
          fiatAmount: quote.fiatAmount,
          address,
        }),
      })
      const url = text(body, 'url')
      if (!/^https?:\/\//.test(url))
        throw new OnrampResponseError(
          `${parameters.name}: expected an http(s) checkout URL, received ${describeValue(url)}`,
        )
      return { id: text(body, 'id'), url }
    },

    async getStatus({ id }): Promise<OnrampStatus> {
      const body = await request(`/api/sessions/${encodeURIComponent(id)}`)
      const status = text(body, 'status')
      if (status === 'pending' || status === 'processing') return { status }
      if (status === 'done') {
        return {
          status,
          ...(typeof body.transactionHash === 'string' && { transactionHash: body.transactionHash }),
        }
      }
      if (status === 'failed')
        return { status, reason: typeof body.reason === 'string' ? body.reason : 'unknown' }
      throw new OnrampResponseError(
        `${parameters.name}: expected a purchase status of pending, processing, done or failed, received ${describeValue(status)}`,
      )
    },
  }
}
