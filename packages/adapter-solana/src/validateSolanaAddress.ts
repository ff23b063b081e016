import { PublicKey } from '@solana/web3.js'
import { InvalidAddressError } from '@walletport/core'

/** A Solana address is a base58 ed25519 public key of 32 bytes. */
export function validateSolanaAddress(address: string): void {
  let key: PublicKey
  try {
    key = new PublicKey(address)
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'not a base58 public key of 32 bytes', cause })
  }
  if (key.toBase58() !== address)
    throw new InvalidAddressError({ address, rule: 'not in canonical base58 form' })
}
