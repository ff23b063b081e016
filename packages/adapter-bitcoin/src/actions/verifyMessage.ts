import type { AdapterParameters } from '@walletport/core/adapter'
import { validateAddressOn } from '../validateAddressOn.js'
import { verifyBitcoinMessage } from '../verifyBitcoinMessage.js'

/** BIP-322 or legacy signature check; a malformed signature is a mismatch, not an error. */
export async function verifyMessage({
  message,
  signature,
  address,
  network,
}: AdapterParameters<'verifyMessage'>): Promise<boolean> {
  validateAddressOn(address, network)
  return verifyBitcoinMessage({ address, message, signature })
}
