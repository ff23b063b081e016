import { stringToHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { createPolkadotTestExtension, polkadotRejectionMessages } from './createPolkadotTestExtension.js'
import { injectPolkadotTestExtension } from './injectPolkadotTestExtension.js'

const ORIGIN = 'WalletPort tests'

describe('createPolkadotTestExtension', () => {
  it('lists Alice, Bob and an ed25519 key with their key types, in generic SS58', async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    expect(await injected.accounts.get()).toEqual([
      {
        address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
        genesisHash: null,
        name: 'Alice',
        type: 'sr25519',
      },
      {
        address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
        genesisHash: null,
        name: 'Bob',
        type: 'sr25519',
      },
      {
        address: '5FA9nQDVg267DEd8m1ZypXLBnvN7SFxYwV7ndqSYGiN9TTpu',
        genesisHash: null,
        name: 'Alice (ed25519)',
        type: 'ed25519',
      },
    ])
  })

  it('remembers an approved origin: the second enable does not prompt', async () => {
    const extension = await createPolkadotTestExtension()
    await extension.provider.enable(ORIGIN)
    extension.setBehavior('reject')
    await expect(extension.provider.enable(ORIGIN)).resolves.toBeDefined()
    expect(extension.authorized).toEqual([ORIGIN])
  })

  it("rejects enable with polkadot-js' text and keeps the origin out", async () => {
    const extension = await createPolkadotTestExtension()
    extension.setBehavior('reject', 'enable')
    await expect(extension.provider.enable(ORIGIN)).rejects.toThrow(polkadotRejectionMessages.enable)
    expect(extension.authorized).toEqual([])
  })

  it('refuses an empty origin name', async () => {
    const extension = await createPolkadotTestExtension()
    await expect(extension.provider.enable('')).rejects.toThrow('No origin name')
  })

  it('refuses account and signer calls after revoke', async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    extension.revoke()
    await expect(injected.accounts.get()).rejects.toThrow('not allowed to interact')
  })

  it.each(['sr25519', 'ed25519'] as const)('signRaw signs the <Bytes>-wrapped message (%s)', async (type) => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    const account = extension.accounts.find((candidate) => candidate.type === type)!
    const message = 'Sign in to WalletPort'
    const { signature } = await injected.signer.signRaw({
      address: account.address,
      data: stringToHex(message),
      type: 'bytes',
    })
    expect(signatureVerify(u8aWrapBytes(message), signature, account.address).isValid).toBe(true)
    expect(signatureVerify(u8aToHex(u8aWrapBytes('other')), signature, account.address).isValid).toBe(false)
  })

  it('signRaw for an address it does not hold fails naming it', async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    const stranger = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy'
    await expect(injected.signer.signRaw({ address: stranger, data: '0x00', type: 'bytes' })).rejects.toThrow(
      `Unable to find account for ${stranger}`,
    )
  })

  it("rejects a signature with polkadot-js' 'Cancelled'", async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    extension.setBehavior('reject', 'signRaw')
    const address = extension.accounts[0]!.address
    await expect(injected.signer.signRaw({ address, data: '0x01', type: 'bytes' })).rejects.toThrow(
      polkadotRejectionMessages.sign,
    )
  })

  it('stalls until released, then approves or rejects', async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    extension.setBehavior('stall')
    const address = extension.accounts[0]!.address
    const approved = injected.signer.signRaw({ address, data: '0x01', type: 'bytes' })
    const rejected = injected.signer.signRaw({ address, data: '0x02', type: 'bytes' })
    expect(extension.pendingCount).toBe(2)
    expect(extension.release()).toBe(2)
    await expect(approved).resolves.toHaveProperty('signature')
    await expect(rejected).resolves.toHaveProperty('signature')
    const third = injected.signer.signRaw({ address, data: '0x03', type: 'bytes' })
    extension.release('reject')
    await expect(third).rejects.toThrow(polkadotRejectionMessages.sign)
  })

  it('a stall with stallTimeoutMs rejects by itself', async () => {
    const extension = await createPolkadotTestExtension({ stallTimeoutMs: 20 })
    extension.setBehavior('stall', 'enable')
    await expect(extension.provider.enable(ORIGIN)).rejects.toThrow(polkadotRejectionMessages.enable)
    expect(extension.pendingCount).toBe(0)
  })

  it('accounts.subscribe gets the list at once and again on setAccounts; unsubscribe stops it', async () => {
    const extension = await createPolkadotTestExtension()
    const injected = await extension.provider.enable(ORIGIN)
    const seen: string[][] = []
    const unsubscribe = injected.accounts.subscribe((accounts) => {
      seen.push(accounts.map((account) => account.name ?? ''))
    })
    await extension.setAccounts([{ name: 'Charlie', uri: '//Charlie', type: 'sr25519' }])
    unsubscribe()
    await extension.setAccounts([{ name: 'Dave', uri: '//Dave', type: 'sr25519' }])
    expect(seen).toEqual([['Alice', 'Bob', 'Alice (ed25519)'], ['Charlie']])
  })

  it('injectPolkadotTestExtension installs it under injectedWeb3[name] and removes it again', async () => {
    const extension = await createPolkadotTestExtension({ name: 'polkadot-js', version: '0.62.1' })
    const page: { injectedWeb3?: Record<string, unknown> } = { injectedWeb3: { talisman: {} } }
    const remove = injectPolkadotTestExtension(page, extension)
    expect(Object.keys(page.injectedWeb3!)).toEqual(['talisman', 'polkadot-js'])
    expect(page.injectedWeb3!['polkadot-js']).toMatchObject({ version: '0.62.1' })
    remove()
    expect(Object.keys(page.injectedWeb3!)).toEqual(['talisman'])
  })
})
