import { AccountNotConnectedError } from '../../errors/connection.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import type { WalletPortState } from '../state.js'

const FIRST = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const SECOND = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

async function connectedClient() {
  const evm = createMemoryAdapter({
    networks: [localEvm],
    accounts: [FIRST, SECOND],
    balances: { [FIRST]: 5n * 10n ** 18n, [SECOND]: 2n * 10n ** 18n },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const client = createWalletPort({ adapters: [evm], networks: [localEvm], enableWalletConnect: false })
  await client.ready
  await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  return client
}

function whenBalance(client: Awaited<ReturnType<typeof connectedClient>>, expected: string) {
  return new Promise<void>((resolve) => {
    const check = (state: WalletPortState) => {
      if (state.chains.eip155?.accountState.balance === expected) resolve()
    }
    check(client.getState())
    client.subscribe(check)
  })
}

describe('setActiveAccount', () => {
  it('makes another connected account the active address and fetches its balance', async () => {
    const client = await connectedClient()
    await whenBalance(client, '5')
    client.setActiveAccount({ namespace: 'eip155', address: SECOND })
    const account = client.getState().chains.eip155?.accountState
    expect(account).toMatchObject({
      address: SECOND,
      caipAddress: `eip155:31337:${SECOND}`,
      status: 'connected',
    })
    expect(account?.allAccounts.map((candidate) => candidate.address)).toEqual([FIRST, SECOND])
    expect(account?.balance).toBeUndefined()
    await whenBalance(client, '2')
    expect(client.getState().chains.eip155?.accountState.address).toBe(SECOND)
  })

  it('refuses an address the connection does not hold, naming the connected ones, and changes nothing', async () => {
    const client = await connectedClient()
    const before = client.getState().chains.eip155
    const stranger = '0x0000000000000000000000000000000000000001'
    expect(() => client.setActiveAccount({ namespace: 'eip155', address: stranger })).toThrow(
      new AccountNotConnectedError({ namespace: 'eip155', address: stranger, connected: [FIRST, SECOND] }),
    )
    expect(client.getState().chains.eip155).toBe(before)
  })

  it('refuses any address on a namespace with nothing connected', () => {
    const evm = createMemoryAdapter({ networks: [localEvm], accounts: [FIRST] })
    const client = createWalletPort({ adapters: [evm], networks: [localEvm], enableWalletConnect: false })
    expect(() => client.setActiveAccount({ namespace: 'eip155', address: FIRST })).toThrow(
      `Expected one of the accounts connected on eip155 (none), got ${FIRST}`,
    )
  })
})
