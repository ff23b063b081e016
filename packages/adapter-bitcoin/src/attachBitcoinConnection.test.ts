import { InvalidWalletResponseError } from '@walletport/core'
import { bitcoin } from '@walletport/core/networks'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'

const first = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const second = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

/** Unisat's injected API whose authorised accounts the test changes, firing `accountsChanged` as Unisat does. */
function unisatPage() {
  let accounts: unknown = [first]
  const listeners = new Set<() => void>()
  return {
    window: {
      unisat: {
        requestAccounts: async () => accounts,
        getAccounts: async () => accounts,
        signMessage: async () => '',
        signPsbt: async () => '',
        on: (_event: string, listener: () => void) => listeners.add(listener),
        removeListener: (_event: string, listener: () => void) => listeners.delete(listener),
      },
    },
    async change(next: unknown) {
      accounts = next
      for (const listener of [...listeners]) listener()
      await new Promise((resolve) => setTimeout(resolve, 10))
    },
    listeners,
  }
}

async function connected() {
  const page = unisatPage()
  const adapter = createBitcoinAdapter({ networks: [bitcoin], window: page.window })
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: 'unisat', network: bitcoin })
  const events: unknown[] = []
  const errors: Error[] = []
  adapter.on('accountsChanged', (accounts) => events.push(accounts.map((account) => account.address)))
  adapter.on('error', (error) => errors.push(error))
  return { adapter, page, events, errors }
}

describe('wallet events of a connection', () => {
  it("reads the wallet's accounts again on a change, and an empty list ends the connection", async () => {
    const { adapter, page, events } = await connected()
    await page.change([second])
    expect(events).toEqual([[second]])
    expect(adapter.getAccounts().map((account) => account.address)).toEqual([second])
    await page.change([])
    expect(events.at(-1)).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(page.listeners.size).toBe(0)
  })
})

// Issue 15, defect 3: accounts from an event are checked like those of connect.
describe('malformed account changes are dropped and reported (defect 3)', () => {
  it.each([
    ['markup', ['0x<img src=x onerror=alert(1)>']],
    ['hello-not-an-address', ['hello-not-an-address']],
    ['a testnet address on mainnet', ['tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v']],
  ])('a change to %s: accounts kept, an error event', async (_, next) => {
    const { adapter, page, events, errors } = await connected()
    await page.change(next)
    expect(events).toEqual([])
    expect(adapter.getAccounts().map((account) => account.address)).toEqual([first])
    expect(errors[0]).toBeInstanceOf(InvalidWalletResponseError)
    expect(errors[0]?.message).toBe("The wallet's answer to accountsChanged is malformed")
  })
})
