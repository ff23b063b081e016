import { fromBase64 } from '@cosmjs/encoding'
import { type CosmosTestWallet, createCosmosTestWallet, makeAdr36SignDoc } from './createCosmosTestWallet.js'
import { deriveCosmosAccounts } from './deriveCosmosAccounts.js'
import { injectCosmosTestWallet } from './injectCosmosTestWallet.js'

const chains = [
  { chainId: 'walletport-local', rpcUrl: 'http://127.0.0.1:1', bech32Prefix: 'cosmos' },
  { chainId: 'walletport-local-2', rpcUrl: 'http://127.0.0.1:2', bech32Prefix: 'osmo' },
]
let events: EventTarget
let wallet: CosmosTestWallet

beforeEach(async () => {
  events = new EventTarget()
  wallet = await createCosmosTestWallet({ chains, eventTarget: events })
})

async function rejection(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a rejection')
}

describe('createCosmosTestWallet', () => {
  it('enable approved: getKey returns the first mnemonic account on the chain prefix', async () => {
    await wallet.enable('walletport-local')
    const key = await wallet.getKey('walletport-local')
    const [first] = await deriveCosmosAccounts(undefined, { count: 1 })
    expect(key.bech32Address).toBe(first!.address)
    expect(key.algo).toBe('secp256k1')
    expect(key.pubKey).toEqual(first!.pubkey)
    expect(key.address).toHaveLength(20)
  })

  it('the same key has the other chain prefix there', async () => {
    await wallet.enable(['walletport-local', 'walletport-local-2'])
    expect((await wallet.getKey('walletport-local-2')).bech32Address).toMatch(/^osmo1/)
  })

  it('enable rejected: fails with Keplr\'s "Request rejected" and leaves the chain disabled', async () => {
    wallet.setBehavior('reject')
    expect((await rejection(() => wallet.enable('walletport-local'))).message).toBe('Request rejected')
    expect(await wallet.isEnabled('walletport-local')).toBe(false)
  })

  it('enable of an unknown chain fails as Keplr does, without a prompt', async () => {
    expect((await rejection(() => wallet.enable('cosmoshub-4'))).message).toBe(
      'There is no chain info for cosmoshub-4',
    )
    expect(wallet.pendingCount).toBe(0)
  })

  it('getKey before enable fails', async () => {
    expect((await rejection(() => wallet.getKey('walletport-local'))).message).toMatch(/not enabled/)
  })

  it('enable of an enabled chain does not prompt (the wallet rejects every prompt)', async () => {
    await wallet.enable('walletport-local')
    wallet.setBehavior('reject')
    await expect(wallet.enable('walletport-local')).resolves.toBeUndefined()
  })

  it('disable revokes: isEnabled turns false', async () => {
    await wallet.enable('walletport-local')
    await wallet.disable('walletport-local')
    expect(await wallet.isEnabled('walletport-local')).toBe(false)
  })

  it('lists every prompt it showed: enable once (an enabled chain asks nothing), then signArbitrary', async () => {
    await wallet.enable('walletport-local')
    await wallet.enable('walletport-local')
    const { bech32Address } = await wallet.getKey('walletport-local')
    await wallet.signArbitrary('walletport-local', bech32Address, 'hello')
    expect(wallet.requests).toEqual(['enable', 'signArbitrary'])
  })

  it('signArbitrary signs the ADR-36 doc; verifyArbitrary accepts it and refuses other data', async () => {
    await wallet.enable('walletport-local')
    const { bech32Address } = await wallet.getKey('walletport-local')
    const signature = await wallet.signArbitrary('walletport-local', bech32Address, 'hello')
    expect(fromBase64(signature.signature)).toHaveLength(64)
    expect(signature.pub_key.type).toBe('tendermint/PubKeySecp256k1')
    expect(await wallet.verifyArbitrary('walletport-local', bech32Address, 'hello', signature)).toBe(true)
    expect(await wallet.verifyArbitrary('walletport-local', bech32Address, 'hello!', signature)).toBe(false)
  })

  it('signArbitrary for an address that is not the selected account fails', async () => {
    await wallet.enable('walletport-local')
    const other = wallet.accounts[1]!.address
    expect((await rejection(() => wallet.signArbitrary('walletport-local', other, 'x'))).message).toMatch(
      /not the selected account/,
    )
  })

  it('makeAdr36SignDoc puts the signer and base64 data in a sign/MsgSignData with empty chain id', () => {
    expect(makeAdr36SignDoc('cosmos1abc', 'hi')).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer: 'cosmos1abc', data: 'aGk=' } }],
      memo: '',
    })
  })

  it('stall holds the prompt until release, which settles it as asked', async () => {
    wallet.setBehavior('stall')
    const pending = wallet.enable('walletport-local')
    expect(wallet.pendingCount).toBe(1)
    expect(wallet.release('reject')).toBe(1)
    await expect(pending).rejects.toThrow('Request rejected')
    const approved = wallet.enable('walletport-local')
    wallet.release()
    await expect(approved).resolves.toBeUndefined()
  })

  it('selectAccount fires keplr_keystorechange and getKey then answers the new account', async () => {
    await wallet.enable('walletport-local')
    let fired = 0
    events.addEventListener('keplr_keystorechange', () => fired++)
    wallet.selectAccount(1)
    expect(fired).toBe(1)
    expect((await wallet.getKey('walletport-local')).bech32Address).toBe(wallet.accounts[1]!.address)
    expect(() => wallet.selectAccount(7)).toThrow('No account 7')
  })

  it('injectCosmosTestWallet installs it as window.keplr, never over another Keplr, and removes it', () => {
    const page: Record<string, unknown> = {}
    const remove = injectCosmosTestWallet(page, wallet)
    expect(page.keplr).toBe(wallet)
    expect(injectCosmosTestWallet(page, wallet)).toBeInstanceOf(Function)
    remove()
    expect(page.keplr).toBeUndefined()
    const realKeplr = {}
    const withKeplr: Record<string, unknown> = { keplr: realKeplr }
    expect(() => injectCosmosTestWallet(withKeplr, wallet)).toThrow(
      'injectCosmosTestWallet: window.keplr is already taken by another wallet',
    )
    expect(withKeplr.keplr).toBe(realKeplr)
  })
})

describe('createCosmosTestWallet experimentalSuggestChain', () => {
  const info = {
    chainId: 'other-1',
    chainName: 'Other',
    rpc: 'http://127.0.0.1:3',
    rest: 'http://127.0.0.1:3',
    bip44: { coinType: 118 },
    bech32Config: { bech32PrefixAccAddr: 'other' },
    currencies: [{ coinDenom: 'OTH', coinMinimalDenom: 'uoth', coinDecimals: 6 }],
    feeCurrencies: [{ coinDenom: 'OTH', coinMinimalDenom: 'uoth', coinDecimals: 6 }],
  }

  it('an unknown chain is refused until suggested and approved; then it is enabled with its prefix', async () => {
    expect((await rejection(() => wallet.enable('other-1'))).message).toBe(
      'There is no chain info for other-1',
    )
    await wallet.experimentalSuggestChain(info)
    await wallet.enable('other-1')
    expect((await wallet.getKey('other-1')).bech32Address).toMatch(/^other1/)
    expect(wallet.suggestedChains.map((chain) => chain.chainId)).toEqual(['other-1'])
  })

  it('declined: the chain stays unknown', async () => {
    wallet.setBehavior('reject', 'experimentalSuggestChain')
    expect((await rejection(() => wallet.experimentalSuggestChain(info))).message).toBe('Request rejected')
    expect((await rejection(() => wallet.enable('other-1'))).message).toBe(
      'There is no chain info for other-1',
    )
  })

  it('a ChainInfo lacking what a chain needs is refused without a prompt, naming the field', async () => {
    wallet.setBehavior('stall')
    const { bech32Config: _prefix, ...noPrefix } = info
    expect((await rejection(() => wallet.experimentalSuggestChain(noPrefix as typeof info))).message).toBe(
      'Invalid chain info: "bech32Config.bech32PrefixAccAddr" is required',
    )
    expect(
      (await rejection(() => wallet.experimentalSuggestChain({ ...info, feeCurrencies: [] }))).message,
    ).toBe('Invalid chain info: "feeCurrencies" must list currencies')
    expect(wallet.pendingCount).toBe(0)
  })

  it('a chain it knows is not suggested again (no prompt)', async () => {
    wallet.setBehavior('reject')
    await wallet.experimentalSuggestChain({ ...info, chainId: 'walletport-local' })
    expect(wallet.suggestedChains).toEqual([])
  })
})

describe('createCosmosTestWallet getOfflineSignerOnlyAmino', () => {
  it('offers amino signing only', async () => {
    await wallet.enable('walletport-local')
    const signer = wallet.getOfflineSignerOnlyAmino('walletport-local')
    expect('signDirect' in signer).toBe(false)
    const [account] = await signer.getAccounts()
    const doc = { ...makeAdr36SignDoc(account!.address, 'x'), chain_id: 'walletport-local' }
    expect((await signer.signAmino(account!.address, doc)).signature.signature).toHaveLength(88)
  })
})
