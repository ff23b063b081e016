import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { decodeBase58 } from '@walletport/core'

/** Checks that `signature` over the UTF-8 `message` was made by `address`, as the namespace's wallets sign. */
export type NameSignatureVerifier = (parameters: {
  message: string
  signature: string
  address: string
}) => Promise<boolean>

const encoder = new TextEncoder()

function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined
  return Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** EIP-191 `personal_sign` by an externally owned account: the address recovered from the 65-byte signature. */
export const verifyEvmPersonalSign: NameSignatureVerifier = async ({ message, signature, address }) => {
  const bytes = hexBytes(signature)
  if (bytes?.length !== 65 || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const v = bytes[64]!
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return false
  const text = encoder.encode(message)
  const digest = keccak_256(
    new Uint8Array([...encoder.encode(`\x19Ethereum Signed Message:\n${text.length}`), ...text]),
  )
  try {
    const recovered = secp256k1.recoverPublicKey(new Uint8Array([recovery, ...bytes.slice(0, 64)]), digest, {
      prehash: false,
    })
    const uncompressed = secp256k1.Point.fromBytes(recovered).toBytes(false)
    return `0x${toHex(keccak_256(uncompressed.slice(1)).slice(12))}` === address.toLowerCase()
  } catch {
    return false
  }
}

/** Solana `signMessage`: a base58 ed25519 signature over the UTF-8 message by the base58 address. */
export const verifySolanaSignature: NameSignatureVerifier = async ({ message, signature, address }) => {
  try {
    const signatureBytes = decodeBase58(signature)
    const publicKey = decodeBase58(address)
    if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
    return ed25519.verify(signatureBytes, encoder.encode(message), publicKey)
  } catch {
    return false
  }
}

/** The namespaces the name service verifies out of the box; others are added with `verifiers`. */
export const defaultNameVerifiers: Readonly<Record<string, NameSignatureVerifier>> = {
  eip155: verifyEvmPersonalSign,
  solana: verifySolanaSignature,
}
