import * as ecc from '@bitcoinerlab/secp256k1'
import { bytesToHex, hexToBytes } from '@walletport/core'
import { crypto, initEccLib, type Network, networks, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

let ecpair: ReturnType<typeof ECPairFactory> | undefined

/** bitcoinjs-lib's taproot ECC and the key-pair factory, set up on first use rather than when the module loads. */
function keyPairs(): ReturnType<typeof ECPairFactory> {
  if (!ecpair) {
    initEccLib(ecc)
    ecpair = ECPairFactory(ecc)
  }
  return ecpair
}

/** The test wallet's default keys (hex): devnet-only, public on purpose. */
export const defaultBitcoinTestKeys = {
  payment: 'de6de47e2698baac97aecd06ae8c607bc83b9b8fa7bced6694b039645f679d2c',
  ordinals: '2ded1b49a3d76ff6228f4b5a4cd0485577a96096a967c29557dab9b82fbd5e09',
} as const

export type BitcoinTestNetworkName = 'Mainnet' | 'Testnet' | 'Signet' | 'Regtest'

export function toBitcoinJsNetwork(name: BitcoinTestNetworkName): Network {
  if (name === 'Mainnet') return networks.bitcoin
  if (name === 'Regtest') return networks.regtest
  return networks.testnet
}

export interface BitcoinTestAccount {
  address: string
  /** Compressed public key (payment) or x-only key (ordinals), hex. */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  /** WIF of the key that signs for the address (the tweaked key for p2tr). */
  wif: string
  signer: ECPairInterface
}

/** The payment (p2wpkh) and ordinals (p2tr, key-path) accounts of two private keys on a network. */
export function deriveBitcoinTestAccounts(
  keys: { payment: string; ordinals: string },
  name: BitcoinTestNetworkName,
): { payment: BitcoinTestAccount; ordinals: BitcoinTestAccount } {
  const network = toBitcoinJsNetwork(name)
  const paymentKey = keyPairs().fromPrivateKey(hexToBytes(keys.payment), { network })
  const ordinalsKey = keyPairs().fromPrivateKey(hexToBytes(keys.ordinals), { network })
  const internal = toXOnly(ordinalsKey.publicKey)
  const tweaked = ordinalsKey.tweak(crypto.taggedHash('TapTweak', internal))
  return {
    payment: {
      address: payments.p2wpkh({ pubkey: paymentKey.publicKey, network }).address!,
      publicKey: bytesToHex(paymentKey.publicKey),
      purpose: 'payment',
      addressType: 'p2wpkh',
      wif: paymentKey.toWIF(),
      signer: paymentKey,
    },
    ordinals: {
      address: payments.p2tr({ internalPubkey: internal, network }).address!,
      publicKey: bytesToHex(internal),
      purpose: 'ordinals',
      addressType: 'p2tr',
      wif: ordinalsKey.toWIF(),
      signer: tweaked,
    },
  }
}
