import type { Account, AdapterConnection, ChainAdapter } from '../../adapter/types.js'
import { isCaipNetworkId } from '../../caip/isCaipNetworkId.js'
import { ACCOUNT_TYPES, type CaipNetworkId } from '../../caip/types.js'
import { InvalidWalletResponseError } from '../../errors/adapter.js'
import { describeValue } from '../../errors/describeValue.js'
import type { Network } from '../../networks/types.js'

/** More accounts than any wallet hands out: a longer list is garbage, not a wallet. */
const MAX_ACCOUNTS = 100

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string'
}

/** A check that answered with a promise rather than at once (`ChainAdapter.validateAddress` may do either). */
export function isPending<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function'
}

/**
 * Account `index`'s address checked by the adapter on `network`: undefined when the adapter answered at once,
 * else the pending check; a refusal either way becomes `InvalidWalletResponseError` naming the account.
 */
function checkAddress(
  adapter: ChainAdapter,
  { address, network, method, index }: { address: string; network: Network; method: string; index: number },
): undefined | Promise<void> {
  const refused = (cause: unknown) =>
    new InvalidWalletResponseError({
      method,
      details: `Account ${index}: ${cause instanceof Error ? cause.message : describeValue(cause)}`,
      cause,
    })
  let answer: void | Promise<void>
  try {
    answer = adapter.validateAddress({ address, network })
  } catch (cause) {
    throw refused(cause)
  }
  if (!isPending(answer)) return undefined
  return answer.then(
    () => undefined,
    (cause: unknown) => {
      throw refused(cause)
    },
  )
}

/**
 * The accounts a wallet reported (in a connection or an `accountsChanged` event), re-checked: a non-empty list
 * of `{ address, type }` whose every address the namespace's adapter accepts on `network`. Returns a clean
 * copy (only the known fields) — at once when the adapter's `validateAddress` answered at once, else a promise;
 * throws (or rejects with) `InvalidWalletResponseError` naming what is wrong.
 */
export function parseWalletAccounts(
  adapter: ChainAdapter,
  value: unknown,
  network: Network,
  method: string,
): Account[] | Promise<Account[]> {
  const invalid = (details: string) => new InvalidWalletResponseError({ method, details })
  if (!Array.isArray(value)) throw invalid(`Expected a list of accounts, got ${describeValue(value)}`)
  if (value.length === 0) throw invalid('The wallet returned no accounts')
  if (value.length > MAX_ACCOUNTS) throw invalid(`${value.length} accounts is more than ${MAX_ACCOUNTS}`)
  const pending: Promise<void>[] = []
  const accounts = value.map((account: unknown, index): Account => {
    if (!isRecord(account)) throw invalid(`Account ${index} is ${describeValue(account)}, not an object`)
    const { address, type, purpose, publicKey } = account
    if (typeof address !== 'string' || address === '') {
      throw invalid(`Account ${index} has no address: ${describeValue(account)}`)
    }
    if (!ACCOUNT_TYPES.includes(type as Account['type'])) {
      throw invalid(
        `Account ${index} has type ${describeValue(type)}; expected one of ${ACCOUNT_TYPES.join(', ')}`,
      )
    }
    if (!optionalString(purpose) || !optionalString(publicKey)) {
      throw invalid(`Account ${index} has a purpose or public key that is not a string`)
    }
    const check = checkAddress(adapter, { address, network, method, index })
    if (check) pending.push(check)
    return {
      address,
      type: type as Account['type'],
      ...(purpose === undefined ? {} : { purpose }),
      ...(publicKey === undefined ? {} : { publicKey }),
    }
  })
  return pending.length === 0 ? accounts : Promise.all(pending).then(() => accounts)
}

/** eip155 references are decimal chain ids (CAIP-2 eip155 profile): `eip155:NaN` or `eip155:0x1` is garbage. */
const EIP155_REFERENCE = /^eip155:[0-9]+$/

/** A CAIP-2 id of `namespace` as a wallet reported it; throws `InvalidWalletResponseError` otherwise. */
export function parseWalletNetworkId(value: unknown, namespace: string, method: string): CaipNetworkId {
  if (
    !isCaipNetworkId(value) ||
    !value.startsWith(`${namespace}:`) ||
    (namespace === 'eip155' && !EIP155_REFERENCE.test(value))
  ) {
    throw new InvalidWalletResponseError({
      method,
      details: `Expected a CAIP-2 network id of ${namespace}, got ${describeValue(value)}`,
    })
  }
  return value
}

/**
 * What an adapter's `connect` / `reconnect` resolved with, re-checked at core's boundary: a connector id, a
 * network id of the adapter's namespace and valid accounts (see `parseWalletAccounts`). `resolveNetwork` turns
 * the id into the network the addresses are checked on; resolves once the adapter's address checks have.
 */
export async function parseWalletConnection(
  adapter: ChainAdapter,
  value: unknown,
  resolveNetwork: (caipNetworkId: CaipNetworkId) => Network,
  method: string,
): Promise<{ connection: AdapterConnection; network: Network }> {
  if (!isRecord(value)) {
    throw new InvalidWalletResponseError({
      method,
      details: `Expected a connection, got ${describeValue(value)}`,
    })
  }
  const { connectorId } = value
  if (typeof connectorId !== 'string' || connectorId === '') {
    throw new InvalidWalletResponseError({ method, details: `No connector id in ${describeValue(value)}` })
  }
  const caipNetworkId = parseWalletNetworkId(value.caipNetworkId, adapter.namespace, method)
  const network = resolveNetwork(caipNetworkId)
  const accounts = await parseWalletAccounts(adapter, value.accounts, network, method)
  return { connection: { connectorId, accounts, caipNetworkId }, network }
}
