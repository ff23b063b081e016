import type { Account } from '@walletport/core'
import type { AddressPurpose } from './types.js'

/** Taproot addresses are the ordinals accounts; everything else pays. */
export function purposeOf(address: string): AddressPurpose {
  return /^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment'
}

export function toAccount(
  address: string,
  purpose: AddressPurpose = purposeOf(address),
  publicKey?: string,
): Account {
  return { address, type: 'payment', purpose, ...(publicKey && { publicKey }) }
}

/** Payment accounts first: accounts[0] is what sends and signs by default. */
export function paymentFirst(accounts: readonly Account[]): Account[] {
  return [...accounts].sort((a, b) => Number(b.purpose === 'payment') - Number(a.purpose === 'payment'))
}
