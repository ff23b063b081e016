import { WalletPortError } from '../../errors/base.js'
import type { NameRecord, NameRegistration, NameService, NameSuggestion } from './types.js'

export interface CreateHttpNameServiceParameters {
  /** Base URL of the name service (`@walletport/embedded-server`'s `startNameServer`, or one with its API). */
  url: string
  /** Namespaces it registers names for; eip155 and solana (the server's default verifiers) when omitted. */
  namespaces?: readonly string[]
  fetch?: typeof fetch
}

interface ErrorBody {
  error?: unknown
  reason?: unknown
}

async function failure(response: Response, fallback: string): Promise<WalletPortError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  const reason = typeof body.reason === 'string' ? body.reason : `HTTP ${response.status}`
  return new WalletPortError(typeof body.error === 'string' ? body.error : fallback, { details: reason })
}

function isRecord(value: unknown): value is NameRecord {
  const record = value as NameRecord | null
  return (
    typeof record?.name === 'string' &&
    typeof record.addresses === 'object' &&
    record.addresses !== null &&
    Object.values(record.addresses).every((address) => typeof address === 'string')
  )
}

/**
 * A `NameService` over the name server's HTTP API: `GET {url}/v1/names/{name}` (404 → null),
 * `GET {url}/v1/names/{name}/suggestions`, `GET {url}/v1/addresses/{address}/names`, `POST {url}/v1/names`.
 * Refusals reject with the server's text ('Error registering name {name}') and its reason as details; an answer of
 * the wrong shape rejects too.
 */
export function createHttpNameService({
  url,
  namespaces = ['eip155', 'solana'],
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: CreateHttpNameServiceParameters): NameService {
  const base = url.replace(/\/+$/, '')
  const path = (...parts: string[]) => `${base}/v1/${parts.map(encodeURIComponent).join('/')}`
  async function get(target: string, fallback: string): Promise<unknown> {
    const response = await fetchImpl(target, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw await failure(response, fallback)
    return response.json()
  }
  const malformed = (what: string) =>
    new WalletPortError(`The name service answered ${what} of the wrong shape`)
  return {
    namespaces,
    async lookup(name) {
      const response = await fetchImpl(path('names', name), { headers: { Accept: 'application/json' } })
      if (response.status === 404) return null
      if (!response.ok) throw await failure(response, 'Error resolving name')
      const record: unknown = await response.json()
      if (!isRecord(record)) throw malformed('a record')
      return record
    },
    async suggestions(name) {
      const list = await get(`${path('names', name)}/suggestions`, 'Error fetching name suggestions')
      if (!Array.isArray(list) || !list.every((item: NameSuggestion) => typeof item?.name === 'string')) {
        throw malformed('suggestions')
      }
      return list as NameSuggestion[]
    },
    async reverseLookup(address) {
      const list = await get(`${path('addresses', address)}/names`, 'Error fetching names for address')
      if (!Array.isArray(list) || !list.every(isRecord)) throw malformed('names')
      return list
    },
    async register(registration: NameRegistration) {
      const response = await fetchImpl(path('names'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(registration),
      })
      if (!response.ok) throw await failure(response, `Error registering name ${registration.name}`)
      const record: unknown = await response.json()
      if (!isRecord(record)) throw malformed('a record')
      return record
    },
  }
}
