import { toBase64Url } from '@walletport/embedded/contract'

/** The server's transport key pair as a WebCrypto ECDH private key (for openSealedBox). */
export function importTransportPrivateKey({
  privateKey,
  publicKey,
}: {
  privateKey: Uint8Array
  publicKey: Uint8Array
}): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    {
      kty: 'EC',
      crv: 'P-256',
      d: toBase64Url(privateKey),
      x: toBase64Url(publicKey.subarray(1, 33)),
      y: toBase64Url(publicKey.subarray(33, 65)),
    },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  )
}
