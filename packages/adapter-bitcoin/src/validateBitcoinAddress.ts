import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { InvalidAddressError } from '@walletport/core'
import type { Network as BitcoinNetwork } from 'bitcoinjs-lib'

export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

const base58check = createBase58check(sha256)

/** Version byte and 20-byte hash of a base58check address, or undefined when it is not one. */
export function fromBase58Check(address: string): { version: number; hash: Uint8Array } | undefined {
  try {
    const payload = base58check.decode(address)
    return payload.length === 21 ? { version: payload[0]!, hash: payload.subarray(1) } : undefined
  } catch {
    return undefined
  }
}

/** BIP-173/350: witness version 0 in bech32, 1 and up in bech32m. */
export function fromBech32(address: string): { prefix: string; version: number; data: Uint8Array } {
  const decode = (codec: typeof bech32) => {
    try {
      return codec.decode(address as `${string}1${string}`, 90)
    } catch {
      return undefined
    }
  }
  const plain = decode(bech32)
  const decoded = plain ?? decode(bech32m)
  if (!decoded || decoded.words.length === 0) throw new Error('not bech32 or bech32m')
  const [version, ...words] = decoded.words as [number, ...number[]]
  if ((version === 0) !== (plain !== undefined))
    throw new Error(`witness version ${version} in the wrong encoding`)
  return { prefix: decoded.prefix, version, data: bech32.fromWords(words) }
}

/**
 * Returns the address type (p2pkh, p2sh, p2wpkh, p2wsh, p2tr) or throws naming the rule broken. Checked by hand
 * (base58check and bech32/bech32m from @scure/base) so that address checks, and connect, load no bitcoinjs-lib.
 */
export function validateBitcoinAddress(address: string, network: BitcoinNetwork): BitcoinAddressType {
  const version = fromBase58Check(address)?.version
  if (version !== undefined) {
    if (version === network.pubKeyHash) return 'p2pkh'
    if (version === network.scriptHash) return 'p2sh'
    throw new InvalidAddressError({ address, rule: `base58 version ${version} belongs to another network` })
  }
  let decoded: ReturnType<typeof fromBech32>
  try {
    decoded = fromBech32(address)
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'neither base58check nor bech32', cause })
  }
  if (decoded.prefix !== network.bech32) {
    throw new InvalidAddressError({
      address,
      rule: `expected prefix "${network.bech32}", got "${decoded.prefix}"`,
    })
  }
  if (decoded.version === 0 && decoded.data.length === 20) return 'p2wpkh'
  if (decoded.version === 0 && decoded.data.length === 32) return 'p2wsh'
  if (decoded.version === 1 && decoded.data.length === 32) return 'p2tr'
  throw new InvalidAddressError({ address, rule: `unsupported witness version ${decoded.version}` })
}
