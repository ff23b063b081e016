import { type Account, bytesToHex, InvalidWalletResponseError, type Network } from '@walletport/core'
import { parseWalletAddress } from '@walletport/core/adapter'
import { ss58Encode } from '../address/ss58.js'
import { ss58FormatOf } from '../address/ss58FormatOf.js'
import { decodePolkadotAddress } from '../address/validatePolkadotAddress.js'

/** Whether an account tied to a chain (`genesisHash`) may be used on `network` (whose id is its genesis prefix). */
function usableOn(genesisHash: unknown, network: Network): boolean {
  if (genesisHash === undefined || genesisHash === null || genesisHash === '') return true
  return (
    typeof genesisHash === 'string' &&
    genesisHash.toLowerCase().startsWith(`0x${String(network.id).toLowerCase()}`)
  )
}

/**
 * The accounts an extension listed, checked (a wallet is untrusted input) and shown in `network`'s SS58 prefix:
 * accounts tied to another chain and ethereum-type keys (20-byte, not this chain's account ids) are left out,
 * duplicates of one key kept once.
 */
export function toPolkadotAccounts(value: unknown, network: Network, method: string): Account[] {
  if (!Array.isArray(value)) {
    throw new InvalidWalletResponseError({ method, expected: 'a list of accounts', received: value })
  }
  const seen = new Set<string>()
  const accounts: Account[] = []
  for (const entry of value as { address?: unknown; genesisHash?: unknown; type?: unknown }[]) {
    if (typeof entry !== 'object' || entry === null) {
      throw new InvalidWalletResponseError({
        method,
        expected: '{ address, type? } per account',
        received: entry,
      })
    }
    if (entry.type === 'ethereum' || !usableOn(entry.genesisHash, network)) continue
    const address = parseWalletAddress(entry.address, {
      method,
      validate: (text) => decodePolkadotAddress(text),
    })
    const accountId = decodePolkadotAddress(address)
    const publicKey = `0x${bytesToHex(accountId)}`
    if (seen.has(publicKey)) continue
    seen.add(publicKey)
    accounts.push({
      address: ss58Encode(accountId, ss58FormatOf(network)),
      type: 'eoa',
      publicKey,
      ...(typeof entry.type === 'string' ? { keyType: entry.type } : {}),
    })
  }
  return accounts
}
