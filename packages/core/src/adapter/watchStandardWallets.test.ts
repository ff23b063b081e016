import { type StandardWalletRegistry, watchStandardWallets } from './watchStandardWallets.js'

interface TestWallet {
  name: string
  features: Record<string, unknown>
}

type RegisterApi = { register(...wallets: unknown[]): () => void }

function registerOn(target: EventTarget, ...wallets: unknown[]): () => void {
  let unregister = () => {}
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: RegisterApi) => {
        unregister = api.register(...wallets)
      },
    }),
  )
  return () => unregister()
}

const alpha: TestWallet = { name: 'Alpha', features: { 'bitcoin:connect': {} } }
const beta: TestWallet = { name: 'Beta', features: {} }

describe('watchStandardWallets', () => {
  it('default: finds wallets registering later, and those answering app-ready', () => {
    const target = new EventTarget()
    target.addEventListener('wallet-standard:app-ready', (event) => {
      ;(event as CustomEvent<RegisterApi>).detail.register(alpha)
    })
    const lists: (readonly TestWallet[])[] = []
    const stop = watchStandardWallets<TestWallet>(target, (wallets) => lists.push(wallets))
    registerOn(target, beta)
    expect(lists).toEqual([[alpha], [alpha, beta]])
    stop()
  })

  it('behavior: unregistering removes the wallet; registering the same one twice changes nothing', () => {
    const target = new EventTarget()
    const lists: (readonly TestWallet[])[] = []
    const stop = watchStandardWallets<TestWallet>(target, (wallets) => lists.push(wallets))
    const unregister = registerOn(target, alpha)
    registerOn(target, alpha)
    unregister()
    unregister()
    expect(lists).toEqual([[alpha], []])
    stop()
  })

  it('parameters: accept keeps only the wallets the adapter can use', () => {
    const target = new EventTarget()
    const lists: (readonly TestWallet[])[] = []
    const accept = (wallet: unknown): wallet is TestWallet =>
      'bitcoin:connect' in ((wallet as TestWallet).features ?? {})
    const stop = watchStandardWallets(target, (wallets) => lists.push(wallets), { accept })
    registerOn(target, beta, alpha)
    expect(lists).toEqual([[alpha]])
    stop()
  })

  it('parameters: a registry is read and followed, and no app-ready is dispatched', () => {
    const target = new EventTarget()
    let appReady = 0
    target.addEventListener('wallet-standard:app-ready', () => appReady++)
    const listeners: Record<string, (...wallets: TestWallet[]) => void> = {}
    const registry: StandardWalletRegistry<TestWallet> = {
      get: () => [alpha],
      on(event, listener) {
        listeners[event] = listener
        return () => delete listeners[event]
      },
    }
    const lists: (readonly TestWallet[])[] = []
    const stop = watchStandardWallets(target, (wallets) => lists.push(wallets), { registry })
    listeners.register?.(beta)
    listeners.unregister?.(alpha)
    expect(lists).toEqual([[alpha], [alpha, beta], [beta]])
    expect(appReady).toBe(0)
    stop()
    expect(listeners).toEqual({})
  })

  it('behavior: hears no registration once stopped', () => {
    const target = new EventTarget()
    const lists: (readonly TestWallet[])[] = []
    watchStandardWallets<TestWallet>(target, (wallets) => lists.push(wallets))()
    registerOn(target, alpha)
    expect(lists).toEqual([])
  })
})
