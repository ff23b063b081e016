import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base64, createBase58check } from '@scure/base'
import { Signer, Verifier } from 'bip322-js'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

// Checked against BIP-322's own test vectors, and against bip322-js (the library this verifier replaced, which
// needs Node's streams) on keys, address types, networks and tampering: both must give the same answer.

initEccLib(ecc)
const base58check = createBase58check(sha256)

describe('verifyBitcoinMessage: BIP-322 test vectors', () => {
  const p2wpkh = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  it.each([
    [
      '',
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
  ])('P2WPKH, message %j', async (message, signature) => {
    expect(await verifyBitcoinMessage({ address: p2wpkh, message, signature })).toBe(true)
    expect(await verifyBitcoinMessage({ address: p2wpkh, message: `${message}!`, signature })).toBe(false)
  })
})

function keyOf(seed: number): { wif: { mainnet: string; testnet: string }; publicKey: Uint8Array } {
  const secret = sha256(Uint8Array.of(seed))
  const wif = (version: number) =>
    base58check.encode(concatBytes(Uint8Array.of(version), secret, Uint8Array.of(1)))
  return { wif: { mainnet: wif(0x80), testnet: wif(0xef) }, publicKey: secp256k1.getPublicKey(secret, true) }
}

function addressesOf(publicKey: Uint8Array, network: typeof networks.bitcoin) {
  const p2wpkh = payments.p2wpkh({ pubkey: publicKey, network })
  return {
    p2pkh: payments.p2pkh({ pubkey: publicKey, network }).address!,
    p2wpkh: p2wpkh.address!,
    'p2sh-p2wpkh': payments.p2sh({ redeem: p2wpkh, network }).address!,
    p2tr: payments.p2tr({ internalPubkey: publicKey.subarray(1), network }).address!,
  }
}

const theirs = (address: string, message: string, signature: string) => {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}

describe('verifyBitcoinMessage agrees with bip322-js', () => {
  const cases = [
    { name: 'mainnet', network: networks.bitcoin, wif: 'mainnet' as const },
    { name: 'regtest', network: networks.regtest, wif: 'testnet' as const },
  ]
  for (const { name, network, wif } of cases) {
    it(`${name}: every address type signs, verifies, and fails on another message, key or address`, async () => {
      const key = keyOf(1)
      const other = addressesOf(keyOf(2).publicKey, network)
      const mine = addressesOf(key.publicKey, network)
      let checked = 0
      for (const [type, address] of Object.entries(mine)) {
        const signature = Signer.sign(key.wif[wif], address, `hello ${type}`) as string
        const candidates = [
          [address, `hello ${type}`],
          [address, `hello ${type}.`],
          ...Object.values(mine).map((each) => [each, `hello ${type}`]),
          ...Object.values(other).map((each) => [each, `hello ${type}`]),
        ] as const
        expect(await verifyBitcoinMessage({ address, message: `hello ${type}`, signature })).toBe(true)
        for (const [candidate, message] of candidates) {
          const expected = theirs(candidate, message, signature)
          const got = await verifyBitcoinMessage({ address: candidate, message, signature })
          expect({ type, candidate, message, got }).toEqual({ type, candidate, message, got: expected })
          checked++
        }
      }
      expect(checked).toBe(4 * 10)
    })
  }

  it('a legacy (BIP-137) signature holds for every address its key gives, as bip322-js accepts', async () => {
    const key = keyOf(3)
    const addresses = addressesOf(key.publicKey, networks.bitcoin)
    const signature = Signer.sign(key.wif.mainnet, addresses.p2pkh, 'legacy') as string
    expect(base64.decode(signature)).toHaveLength(65)
    for (const address of Object.values(addresses)) {
      expect([address, await verifyBitcoinMessage({ address, message: 'legacy', signature })]).toEqual([
        address,
        theirs(address, 'legacy', signature),
      ])
    }
    expect(await verifyBitcoinMessage({ address: addresses.p2wpkh, message: 'legacy', signature })).toBe(true)
  })

  it('malformed input is a mismatch, not an error', async () => {
    const { p2wpkh, p2tr } = addressesOf(keyOf(4).publicKey, networks.bitcoin)
    const good = Signer.sign(keyOf(4).wif.mainnet, p2wpkh, 'm') as string
    const bytes = base64.decode(good)
    for (const [address, signature] of [
      [p2wpkh, 'not base64!'],
      [p2wpkh, ''],
      [p2wpkh, base64.encode(bytes.subarray(0, -1))],
      [p2wpkh, base64.encode(concatBytes(bytes, Uint8Array.of(0)))],
      [p2wpkh, base64.encode(Uint8Array.of(0xff, 0xff, 0xff))],
      [p2tr, good],
      [p2tr, base64.encode(Uint8Array.of(1, 63, ...new Uint8Array(63)))],
      ['bc1notanaddress', good],
      ['1BoatSLRHtKNngkdXEeobR76b53LETtpyT', good],
    ]) {
      expect(await verifyBitcoinMessage({ address: address!, message: 'm', signature: signature! })).toBe(
        false,
      )
    }
  })
})
