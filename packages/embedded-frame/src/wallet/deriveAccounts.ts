import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { base58, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { toChecksumAddress } from '@walletport/adapter-evm'

/** BIP-44 paths every mainstream wallet uses, so an exported phrase restores the same addresses elsewhere. */
export const EVM_PATH = "m/44'/60'/0'/0/0"
export const SOLANA_PATH = "m/44'/501'/0'/0'"

export interface WalletAccounts {
  evm: { address: string; privateKey: Uint8Array }
  solana: { address: string; publicKey: Uint8Array; secretKey: Uint8Array }
}

export function entropyToPhrase(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist)
}

export function evmAddressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  return toChecksumAddress(`0x${hex.encode(keccak_256(publicKey.subarray(1)).subarray(12))}`)
}

/** SLIP-0010 ed25519 derivation (hardened steps only), as Solana wallets do. */
function deriveEd25519(seed: Uint8Array, path: string): Uint8Array {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const step of path.split('/').slice(1)) {
    if (!step.endsWith("'")) throw new Error(`ed25519 derivation needs hardened steps; ${path} has ${step}`)
    const index = Number(step.slice(0, -1)) + 0x8000_0000
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    const next = hmac(sha512, node.subarray(32), data)
    node.fill(0)
    data.fill(0)
    node = next
  }
  const key = node.slice(0, 32)
  node.fill(0)
  return key
}

/**
 * The wallet's accounts from its entropy: BIP-39 phrase → seed → EVM (BIP-32 secp256k1) and Solana (SLIP-0010
 * ed25519). The caller zeroes the returned private keys with `zeroAccounts` when done.
 */
export function deriveAccounts(entropy: Uint8Array): WalletAccounts {
  const seed = mnemonicToSeedSync(entropyToPhrase(entropy))
  try {
    const hd = HDKey.fromMasterSeed(seed).derive(EVM_PATH)
    if (!hd.privateKey) throw new Error('BIP-32 derivation gave no private key')
    const evmKey = hd.privateKey.slice()
    hd.wipePrivateData()
    const solanaSeed = deriveEd25519(seed, SOLANA_PATH)
    const solanaPublic = ed25519.getPublicKey(solanaSeed)
    return {
      evm: { address: evmAddressOf(evmKey), privateKey: evmKey },
      solana: { address: base58.encode(solanaPublic), publicKey: solanaPublic, secretKey: solanaSeed },
    }
  } finally {
    seed.fill(0)
  }
}

export function zeroAccounts(accounts: WalletAccounts): void {
  accounts.evm.privateKey.fill(0)
  accounts.solana.secretKey.fill(0)
}
