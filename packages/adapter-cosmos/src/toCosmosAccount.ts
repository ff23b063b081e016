import { type Account, InvalidWalletResponseError, type Network } from '@walletport/core'
import { bytesToHex, parseWalletAddress } from '@walletport/core/adapter'
import { cosmosChainOf } from './cosmosChainOf.js'
import type { CosmosAddressCheck } from './loadAddressCheck.js'

const isBytes = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]' && (value as Uint8Array).length > 0

/**
 * The account in a wallet's `getKey` answer, checked before anything uses it: a bech32 address of the network's
 * prefix (checked by `check`, from `loadAddressCheck`) and a public key of bytes; anything else is
 * `InvalidWalletResponseError` (expected vs received).
 */
export function toCosmosAccount(
  key: unknown,
  network: Network,
  check: CosmosAddressCheck,
  method = 'getKey',
): Account {
  const { prefix } = cosmosChainOf(network)
  if (typeof key !== 'object' || key === null) {
    throw new InvalidWalletResponseError({
      method,
      expected: 'a key { bech32Address, pubKey }',
      received: key,
    })
  }
  const { bech32Address, pubKey } = key as { bech32Address?: unknown; pubKey?: unknown }
  const address = parseWalletAddress(bech32Address, {
    method,
    validate: (candidate) => check(candidate, prefix),
  })
  if (!isBytes(pubKey)) {
    throw new InvalidWalletResponseError({ method, expected: 'pubKey as a Uint8Array', received: pubKey })
  }
  return { address, type: 'eoa', publicKey: bytesToHex(pubKey) }
}
