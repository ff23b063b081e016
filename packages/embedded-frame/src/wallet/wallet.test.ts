import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { HDNodeWallet } from 'ethers'
import { deriveAccounts, entropyToPhrase } from './deriveAccounts.js'
import { openWithPassphrase, sealWithPassphrase, WrongPassphraseError } from './passphrase.js'
import { AddressMismatchError, withRebuiltWallet } from './rebuildWallet.js'
import { combineTwo, generateEntropy, splitInTwo } from './shares.js'

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('deriveAccounts', () => {
  it('gives the standard addresses of a known phrase (EVM and Solana paths of mainstream wallets)', () => {
    const accounts = deriveAccounts(mnemonicToEntropy(ABANDON, wordlist))
    expect(accounts.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(accounts.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('agrees with ethers on random phrases', () => {
    for (let round = 0; round < 3; round += 1) {
      const entropy = generateEntropy()
      const phrase = entropyToPhrase(entropy)
      expect(phrase.split(' ')).toHaveLength(12)
      expect(deriveAccounts(entropy).evm.address).toBe(
        HDNodeWallet.fromPhrase(phrase, undefined, "m/44'/60'/0'/0/0").address,
      )
    }
  })
})

describe('shares', () => {
  it('rebuilds from both shares of one split only', async () => {
    const entropy = generateEntropy()
    const [a, b] = await splitInTwo(entropy)
    const [c] = await splitInTwo(entropy)
    expect(a).toHaveLength(17)
    expect([...(await combineTwo(a, b))]).toEqual([...entropy])
    expect([...(await combineTwo(c ?? a, b))]).not.toEqual([...entropy])
  })

  it('refuses to sign with a wallet whose rebuilt addresses differ from the pinned ones, and zeroes keys', async () => {
    const entropy = generateEntropy()
    const pinned = (({ evm, solana }) => ({ evmAddress: evm.address, solanaAddress: solana.address }))(
      deriveAccounts(entropy),
    )
    const [a, b] = await splitInTwo(entropy)
    let kept: Uint8Array | undefined
    const address = await withRebuiltWallet([a, b], pinned, (accounts) => {
      kept = accounts.evm.privateKey
      return accounts.evm.address
    })
    expect(address).toBe(pinned.evmAddress)
    expect(kept?.every((byte) => byte === 0)).toBe(true)
    const [other] = await splitInTwo(generateEntropy())
    await expect(withRebuiltWallet([other ?? a, b], pinned, () => 'signed')).rejects.toThrow(
      AddressMismatchError,
    )
    const tampered = b.slice()
    tampered[3] = (tampered[3] ?? 0) ^ 0xff
    await expect(withRebuiltWallet([a, tampered], pinned, () => 'signed')).rejects.toThrow(/refusing to sign/)
  })
})

describe('passphrase', () => {
  const cheap = { N: 2 ** 10 }
  it('opens with the same passphrase and account only', async () => {
    const share = crypto.getRandomValues(new Uint8Array(17))
    const { ciphertext, kdf } = await sealWithPassphrase(share, 'correct horse battery', 'account-1', cheap)
    expect(kdf).toMatchObject({ algorithm: 'scrypt', N: 1024, r: 8, p: 1 })
    expect([...(await openWithPassphrase(ciphertext, 'correct horse battery', 'account-1', kdf))]).toEqual([
      ...share,
    ])
    await expect(openWithPassphrase(ciphertext, 'wrong horse battery', 'account-1', kdf)).rejects.toThrow(
      WrongPassphraseError,
    )
    await expect(openWithPassphrase(ciphertext, 'correct horse battery', 'account-2', kdf)).rejects.toThrow(
      'Wrong passphrase',
    )
  })
  it('uses scrypt N = 2^17 by default', async () => {
    const { kdf } = await sealWithPassphrase(new Uint8Array(17), 'a passphrase!', 'x', {})
    expect(kdf.N).toBe(131072)
    // 128 MiB of pure-JS scrypt: seconds alone, much longer on a shared 2-core machine.
  }, 180_000)
})
