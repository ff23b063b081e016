import { base64 } from '@scure/base'
import { addressScript } from './messages/addressScript.js'
import { isLegacySignature, verifyLegacyMessage } from './messages/verifyLegacyMessage.js'
import { verifySimpleSignature } from './messages/verifySimpleSignature.js'

/**
 * BIP-322 "simple" (P2WPKH, P2SH-P2WPKH, key-path P2TR) and legacy BIP-137 signatures (any address its key
 * gives), checked with @noble/curves in plain JavaScript: it runs in a page with no Node built-ins or polyfills.
 * A P2PKH address, or a 65-byte signature with a BIP-137 header, is checked as legacy. Malformed input is a
 * mismatch, never an error.
 */
export async function verifyBitcoinMessage({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  try {
    const script = addressScript(address)
    const bytes = base64.decode(signature)
    if (script.type === 'p2pkh' || isLegacySignature(bytes))
      return verifyLegacyMessage(script, message, bytes)
    return verifySimpleSignature(script, message, bytes)
  } catch {
    return false
  }
}
