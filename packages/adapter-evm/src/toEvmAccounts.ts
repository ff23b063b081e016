import type { Account } from '@walletport/core'
import { parseWalletAddresses } from '@walletport/core/adapter'
import { toChecksumAddress } from './toChecksumAddress.js'
import { validateEvmAddress } from './validateEvmAddress.js'

/**
 * The accounts a wallet answered `method` with, each checked (0x and 40 hex digits, a valid EIP-55 checksum when
 * mixed-case) and checksummed; `InvalidWalletResponseError` for anything else.
 */
export function toEvmAccounts(addresses: unknown, method: string): Account[] {
  return parseWalletAddresses(addresses, { method, validate: validateEvmAddress }).map((address) => ({
    address: toChecksumAddress(address),
    type: 'eoa',
  }))
}
