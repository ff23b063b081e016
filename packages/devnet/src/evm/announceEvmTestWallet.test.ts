import {
  announceEvmTestWallet,
  type Eip6963ProviderDetail,
  evmTestWalletIcon,
} from './announceEvmTestWallet.js'
import { createEvmTestWallet } from './testWallet.js'

const wallet = createEvmTestWallet({
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  rpcUrls: { 31337: 'http://127.0.0.1:1' },
  chainId: 31337,
})

const collect = (target: EventTarget) => {
  const details: Eip6963ProviderDetail[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent<Eip6963ProviderDetail>).detail)
  })
  return details
}

describe('announceEvmTestWallet', () => {
  it('announces a frozen detail with the default info and the provider', () => {
    const target = new EventTarget()
    const details = collect(target)
    announceEvmTestWallet(wallet, { window: target, uuid: '00000000-0000-4000-8000-000000000001' })
    expect(details).toHaveLength(1)
    const [detail] = details
    expect(detail!.info).toEqual({
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'WalletPort Test Wallet',
      icon: evmTestWalletIcon,
      rdns: 'dev.walletport.testwallet',
    })
    expect(detail!.provider).toBe(wallet)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail!.info)).toBe(true)
  })

  it('re-announces on every eip6963:requestProvider until unsubscribed', () => {
    const target = new EventTarget()
    const details = collect(target)
    const unsubscribe = announceEvmTestWallet(wallet, {
      window: target,
      name: 'Second',
      rdns: 'dev.walletport.b',
    })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details.map((detail) => detail.info.name)).toEqual(['Second', 'Second', 'Second'])
    expect(new Set(details.map((detail) => detail.info.uuid)).size).toBe(1)
    unsubscribe()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })

  it('uses a random v4 uuid by default and an SVG data URI icon', () => {
    const target = new EventTarget()
    const details = collect(target)
    announceEvmTestWallet(wallet, { window: target })
    expect(details[0]!.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(evmTestWalletIcon).toMatch(/^data:image\/svg\+xml,/)
  })

  it('does nothing (and does not throw) without a window or event target', () => {
    expect(typeof (globalThis as Partial<EventTarget>).dispatchEvent).not.toBe('function')
    expect(() => announceEvmTestWallet(wallet)()).not.toThrow()
    expect(() => announceEvmTestWallet(wallet, { window: {} as EventTarget })()).not.toThrow()
  })
})
