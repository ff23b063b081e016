import { encodeBase64, hexToBytes } from '@walletport/core'
import {
  address as btcAddress,
  crypto,
  type Network,
  opcodes,
  Psbt,
  script,
  Transaction,
} from 'bitcoinjs-lib'
import type { BitcoinTestAccount } from './bitcoinTestKeys.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

function compactSize(length: number): number[] {
  return length < 0xfd ? [length] : [0xfd, length & 0xff, length >>> 8]
}

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = crypto.sha256(utf8(tag))
  const joined = new Uint8Array(64 + data.length)
  joined.set(tagHash, 0)
  joined.set(tagHash, 32)
  joined.set(data, 64)
  return crypto.sha256(joined)
}

/**
 * BIP-322 "simple" signature of `message` by a test account (P2WPKH or key-path P2TR): `to_spend` and `to_sign`
 * built and signed with bitcoinjs-lib, as a wallet does, the witness serialized and base64-encoded. Plain
 * JavaScript, so the test wallet signs in a page with no Node built-ins.
 */
export function signBip322Message(account: BitcoinTestAccount, message: string, network: Network): string {
  const scriptPubKey = btcAddress.toOutputScript(account.address, network)
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0!, taggedHash('BIP0322-signed-message', utf8(message))]),
  )
  toSpend.addOutput(scriptPubKey, 0n)

  const toSign = new Psbt({ network })
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, value: 0n },
    ...(account.addressType === 'p2tr' ? { tapInternalKey: hexToBytes(account.publicKey) } : {}),
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN!]), value: 0n })
  if (account.addressType === 'p2tr') toSign.signTaprootInput(0, account.signer)
  else toSign.signInput(0, account.signer)
  toSign.finalizeAllInputs()

  const witness = toSign.extractTransaction().ins[0]!.witness
  const bytes = [...compactSize(witness.length)]
  for (const item of witness) bytes.push(...compactSize(item.length), ...item)
  return encodeBase64(Uint8Array.from(bytes))
}
