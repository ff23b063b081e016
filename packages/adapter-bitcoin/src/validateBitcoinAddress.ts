import { InvalidAddressError } from '@walletport/core'
import { type Network as BitcoinNetwork, address as btcAddress } from 'bitcoinjs-lib'

export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

function typeOf(address: string, network: BitcoinNetwork): BitcoinAddressType {
  try {
    const { version } = btcAddress.fromBase58Check(address)
    if (version === network.pubKeyHash) return 'p2pkh'
    if (version === network.scriptHash) return 'p2sh'
    throw new InvalidAddressError({ address, rule: `base58 version ${version} belongs to another network` })
  } catch (error) {
    if (error instanceof InvalidAddressError) throw error
  }
  let decoded: ReturnType<typeof btcAddress.fromBech32>
  try {
    decoded = btcAddress.fromBech32(address)
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

/** Returns the address type (p2pkh, p2sh, p2wpkh, p2wsh, p2tr) or throws naming the rule broken. */
export function validateBitcoinAddress(address: string, network: BitcoinNetwork): BitcoinAddressType {
  const type = typeOf(address, network)
  // Taproot output keys are checked by the bech32m decode above; their full check needs an ECC backend.
  if (type === 'p2tr') return type
  try {
    btcAddress.toOutputScript(address, network)
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'no output script for this network', cause })
  }
  return type
}
