let verifier: Promise<typeof import('bip322-js')['Verifier']> | undefined

/**
 * BIP-322 (simple/full) and legacy BIP-137 signatures, checked by bip322-js; malformed input is a mismatch.
 * bip322-js is loaded on first use: it needs Node's Buffer in a page, which an app without Bitcoin signing
 * should not have to provide at start-up.
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
  verifier ??= import('bip322-js').then((module) => module.Verifier)
  const Verifier = await verifier
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
