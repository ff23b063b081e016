import { decodeBase58, encodeBase58, InvalidAddressError } from '@walletport/core'

/**
 * A Solana address is a base58 ed25519 public key of 32 bytes. Checked by hand rather than with web3.js's
 * PublicKey so that validation (and connect, which uses it) does not load web3.js.
 */
export function validateSolanaAddress(address: string): void {
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(address)
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'not a base58 public key of 32 bytes', cause })
  }
  if (bytes.length !== 32)
    throw new InvalidAddressError({ address, rule: 'not a base58 public key of 32 bytes' })
  if (encodeBase58(bytes) !== address)
    throw new InvalidAddressError({ address, rule: 'not in canonical base58 form' })
}
