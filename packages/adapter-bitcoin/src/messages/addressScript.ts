import { concatBytes } from '@noble/hashes/utils.js'
import { fromBase58Check, fromBech32 } from '../validateBitcoinAddress.js'
import { p2pkhScript } from './bip322Transactions.js'

/** P2PKH and P2SH version bytes of mainnet and of testnet/signet/regtest. */
const P2PKH_VERSIONS = [0x00, 0x6f]
const P2SH_VERSIONS = [0x05, 0xc4]

export type AddressScript =
  | { type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'; program: Uint8Array; scriptPubKey: Uint8Array }
  | { type: 'unknown' }

/** The output script an address pays to, and the hash or witness program in it; any Bitcoin network. */
export function addressScript(address: string): AddressScript {
  const base58 = fromBase58Check(address)
  if (base58) {
    const { version, hash } = base58
    if (P2PKH_VERSIONS.includes(version))
      return { type: 'p2pkh', program: hash, scriptPubKey: p2pkhScript(hash) }
    if (P2SH_VERSIONS.includes(version)) {
      return {
        type: 'p2sh',
        program: hash,
        scriptPubKey: concatBytes(Uint8Array.of(0xa9, 0x14), hash, Uint8Array.of(0x87)),
      }
    }
    return { type: 'unknown' }
  }
  let decoded: ReturnType<typeof fromBech32>
  try {
    decoded = fromBech32(address)
  } catch {
    return { type: 'unknown' }
  }
  const { version, data } = decoded
  const type =
    version === 0 && data.length === 20
      ? 'p2wpkh'
      : version === 0 && data.length === 32
        ? 'p2wsh'
        : version === 1 && data.length === 32
          ? 'p2tr'
          : undefined
  if (type === undefined) return { type: 'unknown' }
  const opVersion = version === 0 ? 0x00 : 0x50 + version
  return { type, program: data, scriptPubKey: concatBytes(Uint8Array.of(opVersion, data.length), data) }
}
