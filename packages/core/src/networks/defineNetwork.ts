import { formatCaipNetworkId } from '../caip/formatCaipNetworkId.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { InvalidNetworkError } from '../errors/networks.js'
import type { BlockExplorer, Network, RpcUrls } from './types.js'

export type DefineNetworkParameters = Omit<Network, 'caipNetworkId'> & { caipNetworkId?: CaipNetworkId }

/**
 * Checks a network description and returns a frozen `Network` (nested objects frozen too, `custom` one level deep). `caipNetworkId` is derived from
 * `chainNamespace` and `id` when omitted and must agree with them when given. eip155 ids must be numbers so that
 * adapters can compare them with `eth_chainId`.
 */
export function defineNetwork(input: DefineNetworkParameters): Network {
  if (!isRecord(input)) throw new InvalidNetworkError('input', 'must be an object')
  const fail: Fail = (field, rule, cause) => {
    throw new InvalidNetworkError(field, rule, {
      network: typeof input.name === 'string' ? input.name : undefined,
      cause,
    })
  }

  const { chainNamespace, id, name } = input
  if (!isNonEmptyString(name)) fail('name', 'must be a non-empty string')
  if (!isNonEmptyString(chainNamespace)) fail('chainNamespace', 'must be a non-empty string')
  if (typeof id === 'number') {
    if (!Number.isSafeInteger(id) || id < 0) fail('id', 'must be a non-negative integer when a number')
  } else if (!isNonEmptyString(id)) {
    fail('id', 'must be a number or a non-empty string')
  }
  if (chainNamespace === 'eip155' && typeof id !== 'number') fail('id', 'must be a number for eip155')

  let derived: CaipNetworkId = `${chainNamespace}:${id}`
  try {
    derived = formatCaipNetworkId(chainNamespace, id)
  } catch (error) {
    fail('chainNamespace/id', `do not form a valid CAIP-2 id (${(error as Error).message})`, error)
  }
  if (input.caipNetworkId !== undefined) {
    try {
      parseCaipNetworkId(input.caipNetworkId)
    } catch (error) {
      fail('caipNetworkId', `is not a valid CAIP-2 id (${(error as Error).message})`, error)
    }
    if (input.caipNetworkId !== derived) {
      fail('caipNetworkId', `"${input.caipNetworkId}" does not match chainNamespace and id ("${derived}")`)
    }
  }

  const { nativeCurrency } = input
  if (!isRecord(nativeCurrency)) fail('nativeCurrency', 'must be an object')
  if (!isNonEmptyString(nativeCurrency.name)) fail('nativeCurrency.name', 'must be a non-empty string')
  if (!isNonEmptyString(nativeCurrency.symbol)) fail('nativeCurrency.symbol', 'must be a non-empty string')
  if (!Number.isSafeInteger(nativeCurrency.decimals) || nativeCurrency.decimals < 0) {
    fail('nativeCurrency.decimals', 'must be a non-negative integer')
  }

  if (!isRecord(input.rpcUrls)) fail('rpcUrls', 'must be an object')
  if (!isRecord(input.rpcUrls.default)) fail('rpcUrls.default', 'must be an object')
  const rpcUrls: Record<string, RpcUrls> = {}
  for (const [key, urls] of Object.entries(input.rpcUrls)) {
    rpcUrls[key] = checkRpcUrls(`rpcUrls.${key}`, urls, key === 'default', fail)
  }

  let blockExplorers: Record<string, BlockExplorer> | undefined
  if (input.blockExplorers !== undefined) {
    if (!isRecord(input.blockExplorers)) fail('blockExplorers', 'must be an object')
    if (!isRecord(input.blockExplorers.default)) fail('blockExplorers.default', 'must be an object')
    blockExplorers = {}
    for (const [key, explorer] of Object.entries(input.blockExplorers)) {
      if (!isRecord(explorer)) fail(`blockExplorers.${key}`, 'must be an object')
      if (!isNonEmptyString(explorer.name)) fail(`blockExplorers.${key}.name`, 'must be a non-empty string')
      if (!isUrl(explorer.url, ['http:', 'https:']))
        fail(`blockExplorers.${key}.url`, 'must be an http(s) URL')
      blockExplorers[key] = Object.freeze({ name: explorer.name, url: explorer.url })
    }
  }

  if (input.testnet !== undefined && typeof input.testnet !== 'boolean') fail('testnet', 'must be a boolean')
  if (input.custom !== undefined && !isRecord(input.custom)) fail('custom', 'must be an object')

  const network: Network = {
    id,
    chainNamespace,
    caipNetworkId: derived,
    name,
    nativeCurrency: Object.freeze({
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    }),
    rpcUrls: Object.freeze(rpcUrls) as Network['rpcUrls'],
    ...(blockExplorers && { blockExplorers: Object.freeze(blockExplorers) as Network['blockExplorers'] }),
    ...(input.testnet !== undefined && { testnet: input.testnet }),
    ...(input.custom !== undefined && { custom: Object.freeze({ ...input.custom }) }),
  }
  return Object.freeze(network)
}

type Fail = (field: string, rule: string, cause?: unknown) => never

function checkRpcUrls(field: string, urls: unknown, mayBeEmpty: boolean, fail: Fail): RpcUrls {
  if (!isRecord(urls)) return fail(field, 'must be an object')
  const { http, webSocket } = urls
  if (!Array.isArray(http)) return fail(`${field}.http`, 'must be an array of URLs')
  http.forEach((url, index) => {
    if (!isUrl(url, ['http:', 'https:'])) fail(`${field}.http[${index}]`, 'must be an http(s) URL')
  })
  if (webSocket !== undefined) {
    if (!Array.isArray(webSocket)) return fail(`${field}.webSocket`, 'must be an array of URLs')
    webSocket.forEach((url, index) => {
      if (!isUrl(url, ['ws:', 'wss:'])) fail(`${field}.webSocket[${index}]`, 'must be a ws(s) URL')
    })
  }
  // Some chains (Substrate dev nodes) serve JSON-RPC over WebSocket only, so either list may carry the URL. An
  // empty `default` is a network whose node the app gives later (withRpc): the presets ship that way.
  if (!mayBeEmpty && http.length === 0 && (webSocket?.length ?? 0) === 0)
    fail(field, 'must list at least one http or webSocket URL')
  return Object.freeze({
    http: Object.freeze([...http]),
    ...(webSocket !== undefined && { webSocket: Object.freeze([...webSocket]) }),
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isUrl(value: unknown, protocols: readonly string[]): value is string {
  if (typeof value !== 'string') return false
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}
