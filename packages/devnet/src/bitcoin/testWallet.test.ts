import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt } from 'bitcoinjs-lib'
import { registerBitcoinTestWallet } from './registerBitcoinTestWallet.js'
import { type BitcoinNode, startBitcoinNode } from './startBitcoinNode.js'
import { createBitcoinTestWallet, satsConnectErrorCodes } from './testWallet.js'

let node: BitcoinNode

beforeAll(async () => {
  node = await startBitcoinNode({ initialBlocks: 0 })
}, 60_000)

afterAll(() => node?.stop())

const make = () => createBitcoinTestWallet({ esploraUrl: node.esploraUrl })

describe('createBitcoinTestWallet', () => {
  it('getAccounts answers payment (p2wpkh) and ordinals (p2tr) regtest addresses once approved', async () => {
    const wallet = make()
    const response = await wallet.provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(response).toMatchObject({
      result: [
        { purpose: 'payment', addressType: 'p2wpkh', address: expect.stringMatching(/^bcrt1q/) },
        { purpose: 'ordinals', addressType: 'p2tr', address: expect.stringMatching(/^bcrt1p/) },
      ],
    })
    expect(wallet.isAuthorized).toBe(true)
  })

  it("rejects with sats-connect's USER_REJECTION code when set to reject", async () => {
    const wallet = make()
    wallet.setBehavior('reject')
    const response = await wallet.provider.request('getAccounts', {})
    expect(response).toMatchObject({ error: { code: satsConnectErrorCodes.USER_REJECTION } })
    expect(wallet.isAuthorized).toBe(false)
  })

  it('stalls a prompt until release() settles it', async () => {
    const wallet = make()
    wallet.setBehavior('stall')
    const pending = wallet.provider.request('getAccounts', {})
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(wallet.pendingCount).toBe(1)
    expect(wallet.release('reject')).toBe(1)
    expect(await pending).toMatchObject({ error: { code: satsConnectErrorCodes.USER_REJECTION } })
  })

  it('refuses to sign before the site is authorised, then signs BIP-322 that bip322-js verifies', async () => {
    const wallet = make()
    const address = wallet.accounts.payment.address
    expect(await wallet.provider.request('signMessage', { address, message: 'hi' })).toMatchObject({
      error: { code: satsConnectErrorCodes.ACCESS_DENIED },
    })
    wallet.authorize()
    const response = (await wallet.provider.request('signMessage', { address, message: 'hi' })) as {
      result: { signature: string }
    }
    expect(Verifier.verifySignature(address, 'hi', response.result.signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'hi!', response.result.signature)).toBe(false)
  })

  it('lists every prompt it showed, refused ones too, and none for a request that asks nothing', async () => {
    const wallet = make()
    wallet.setBehavior('reject', 'getAccounts')
    await wallet.provider.request('getAccounts', {})
    wallet.resetBehavior()
    await wallet.provider.request('getAccounts', {})
    await wallet.provider.request('wallet_getNetwork', {})
    const address = wallet.accounts.payment.address
    await wallet.provider.request('signMessage', { address, message: 'hi' })
    expect(wallet.requests).toEqual(['getAccounts', 'getAccounts', 'signMessage'])
  })

  it('tells onAuthorizedChange when the site is authorised and revoked, once per change', async () => {
    const changes: boolean[] = []
    const wallet = createBitcoinTestWallet({
      esploraUrl: node.esploraUrl,
      onAuthorizedChange: (authorized) => changes.push(authorized),
    })
    await wallet.provider.request('getAccounts', {})
    wallet.authorize()
    await wallet.provider.request('wallet_disconnect', {})
    wallet.revoke()
    expect(changes).toEqual([true, false])
    const remembered = createBitcoinTestWallet({ esploraUrl: node.esploraUrl, authorized: true })
    expect(await remembered.provider.request('getAddresses', {})).toMatchObject({ result: expect.anything() })
  })

  it('signs BIP-322 for the ordinals (p2tr) address too, which bip322-js verifies', () => {
    const wallet = make()
    wallet.authorize()
    const { ordinals } = wallet.accounts
    const signature = wallet.signMessage(ordinals.address, 'ordinals')
    expect(Verifier.verifySignature(ordinals.address, 'ordinals', signature)).toBe(true)
    expect(Verifier.verifySignature(ordinals.address, 'other', signature)).toBe(false)
  })

  it('sendTransfer spends the payment UTXOs and the node accepts the transaction', async () => {
    const wallet = make()
    wallet.authorize()
    await node.mine(1, wallet.accounts.payment.address)
    await node.mine(100)
    const recipient = wallet.accounts.ordinals.address
    const response = (await wallet.provider.request('sendTransfer', {
      recipients: [{ address: recipient, amount: 10_000 }],
    })) as { result: { txid: string } }
    await node.mine(1)
    const status = await (await fetch(`${node.esploraUrl}/tx/${response.result.txid}/status`)).json()
    expect(status).toMatchObject({ confirmed: true })
  })

  it('signPsbt signs only the inputs listed for its own addresses', async () => {
    const wallet = make()
    wallet.authorize()
    const psbt = new Psbt({ network: networks.regtest })
    const { address } = wallet.accounts.payment
    const script = btcAddress.toOutputScript(address, networks.regtest)
    psbt.addInput({ hash: 'ab'.repeat(32), index: 0, witnessUtxo: { script, value: 50_000n } })
    psbt.addOutput({ address, value: 40_000n })
    const response = (await wallet.provider.request('signPsbt', {
      psbt: psbt.toBase64(),
      signInputs: { [address]: [0] },
    })) as { result: { psbt: string } }
    expect(Psbt.fromBase64(response.result.psbt).data.inputs[0]?.partialSig).toHaveLength(1)
  })
})

describe('registerBitcoinTestWallet', () => {
  it('injects the sats-connect provider, lists it in btc_providers and registers a Wallet Standard wallet', () => {
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    const registered: unknown[] = []
    page.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent).detail({ register: (wallet: unknown) => registered.push(wallet) && (() => {}) }),
    )
    const wallet = make()
    const { standardWallet, unregister } = registerBitcoinTestWallet(wallet, { window: page })
    expect(page.btc_providers).toEqual([
      expect.objectContaining({
        id: 'WalletPortTestBitcoin.BitcoinProvider',
        name: 'WalletPort Test Wallet',
      }),
    ])
    expect((page.WalletPortTestBitcoin as { BitcoinProvider: unknown }).BitcoinProvider).toBe(wallet.provider)
    expect(registered).toEqual([standardWallet])
    expect(Object.keys(standardWallet.features)).toEqual(
      expect.arrayContaining(['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']),
    )
    unregister()
    expect(page.btc_providers).toEqual([])
  })
})
