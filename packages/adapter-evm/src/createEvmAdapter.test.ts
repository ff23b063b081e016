import { InvalidAddressError } from '@walletport/core'
import { BrowserProvider, Wallet } from 'ethers'
import { TEST_WALLET, useEvmFixture } from '../test/evmTestSetup.js'
import { createEvmAdapter } from './createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('createEvmAdapter', () => {
  it.each([
    ['0x123', 'expected 0x followed by 40 hex characters'],
    ['f39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'expected 0x followed by 40 hex characters'],
    ['0xz39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'expected 0x followed by 40 hex characters'],
    ['0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'mixed-case address with an invalid EIP-55 checksum'],
  ])('validateAddress refuses %p, naming the rule: %s', async (address, rule) => {
    const adapter = createEvmAdapter({ networks: env.networks })
    const check = async () => adapter.validateAddress({ address, network: networkA })
    await expect(check()).rejects.toThrow(InvalidAddressError)
    await expect(check()).rejects.toThrow(`Invalid address "${address}": ${rule}`)
  })

  it('validateAddress accepts checksummed, all-lower and all-upper addresses', async () => {
    const adapter = createEvmAdapter({ networks: env.networks })
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
    ]) {
      await expect(
        Promise.resolve(adapter.validateAddress({ address, network: networkA })),
      ).resolves.toBeUndefined()
    }
  })

  it('validateAddress answers at once for an address needing no checksum, and once its check has loaded', async () => {
    const adapter = createEvmAdapter({ networks: env.networks })
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(adapter.validateAddress({ address: lower, network: networkA })).toBeUndefined()
    const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await adapter.validateAddress({ address: checksummed, network: networkA })
    expect(adapter.validateAddress({ address: checksummed, network: networkA })).toBeUndefined()
    expect(() =>
      adapter.validateAddress({ address: '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266', network: networkA }),
    ).toThrow('mixed-case address with an invalid EIP-55 checksum')
  })

  it('keeps only eip155 networks and says eip155 accounts default to smart accounts', () => {
    const adapter = createEvmAdapter({ networks: env.networks })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.networks).toEqual(env.networks)
    expect(adapter.defaultAccountType).toBe('smartAccount')
  })

  it('the exposed provider works unchanged with ethers BrowserProvider: balance read and a transfer signed by the wallet', async () => {
    const { adapter, address } = await env.setup({ index: 6 })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const browser = new BrowserProvider(adapter.getProvider()!)
    expect(await browser.getBalance(address)).toBe(
      (await adapter.getBalance({ address, network: networkA })).value,
    )
    const signer = await browser.getSigner(address)
    const to = Wallet.createRandom().address
    const response = await signer.sendTransaction({ to, value: 7n })
    await response.wait()
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(7n)
  })
})
