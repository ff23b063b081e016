const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random sign-in nonce: `length` (at least 16) letters and digits from `crypto.getRandomValues`. */
export function createNonce(length = 24): string {
  const size = Math.max(16, Math.floor(length))
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % alphabet.length)
  let nonce = ''
  while (nonce.length < size) {
    for (const byte of crypto.getRandomValues(new Uint8Array(size))) {
      if (byte < limit && nonce.length < size) nonce += alphabet[byte % alphabet.length]
    }
  }
  return nonce
}
