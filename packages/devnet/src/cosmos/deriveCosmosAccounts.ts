// Runs in browsers too: @cosmjs only, no Node built-ins.
import { makeCosmoshubPath, rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve } from '@cosmjs/crypto'
import { toBech32, toHex } from '@cosmjs/encoding'

/** The devnet's Cosmos mnemonic (the same words as anvil's default): test funds only. */
export const defaultCosmosMnemonic = 'test test test test test test test test test test test junk'

export interface CosmosAccount {
  /** Bech32 with the prefix asked for. */
  address: string
  /** secp256k1, 32 bytes hex. */
  privateKey: string
  /** Compressed secp256k1, 33 bytes. */
  pubkey: Uint8Array
}

/** The first `count` accounts of `mnemonic` on the Cosmos Hub path m/44'/118'/0'/0/i. */
export async function deriveCosmosAccounts(
  mnemonic: string = defaultCosmosMnemonic,
  { count = 5, prefix = 'cosmos' }: { count?: number; prefix?: string } = {},
): Promise<CosmosAccount[]> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic))
  return Array.from({ length: count }, (_, index) => {
    const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, makeCosmoshubPath(index))
    const pubkey = Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey)
    return {
      address: toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey)),
      privateKey: toHex(privkey),
      pubkey,
    }
  })
}

/** The same key under another chain's bech32 prefix. */
export function cosmosAddressOf(pubkey: Uint8Array, prefix: string): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey))
}
