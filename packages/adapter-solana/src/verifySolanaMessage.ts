import { decodeBase58 } from '@walletport/core'

/** ed25519 check of a base58 signature over the UTF-8 message by the base58 address; false on any malformed part. */
export async function verifySolanaMessage({
  message,
  signature,
  address,
}: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  let signatureBytes: Uint8Array
  let publicKey: Uint8Array
  try {
    signatureBytes = decodeBase58(signature)
    publicKey = decodeBase58(address)
  } catch {
    return false
  }
  if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
  const { ed25519 } = await import('@noble/curves/ed25519.js')
  try {
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
