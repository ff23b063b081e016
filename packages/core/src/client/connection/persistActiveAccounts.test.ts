import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'

// Issue 31: the account chosen among a wallet's several (setActiveAccount) comes back after a reload.

const FIRST = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const SECOND = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
const KEY = '@walletport/active-accounts'

function setup() {
  const backend = createMemoryStorageBackend()
  // One wallet for both loads: it stays authorised across the reload, as an extension does.
  const evm = createMemoryAdapter({
    networks: [localEvm],
    accounts: [FIRST, SECOND],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const open = () =>
    createWalletPort({
      adapters: [evm],
      networks: [localEvm],
      storage: createStorage({ backend }),
      enableWalletConnect: false,
    })
  return { backend, open }
}

const activeAddress = (client: ReturnType<ReturnType<typeof setup>['open']>) =>
  client.getState().chains.eip155?.accountState

describe('persistActiveAccounts', () => {
  it('default: a reload restores the account chosen with setActiveAccount, stored per namespace and wallet', async () => {
    const { backend, open } = setup()
    const client = open()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    expect(activeAddress(client)?.address).toBe(FIRST)
    client.setActiveAccount({ namespace: 'eip155', address: SECOND })
    expect(JSON.parse(backend.getItem(KEY) ?? 'null')).toEqual({
      v: 1,
      value: { eip155: { memory: SECOND } },
    })
    client.destroy()

    const reloaded = open()
    await reloaded.ready
    expect(activeAddress(reloaded)).toMatchObject({
      status: 'connected',
      address: SECOND,
      caipAddress: `eip155:31337:${SECOND}`,
    })
    expect(activeAddress(reloaded)?.allAccounts.map((account) => account.address)).toEqual([FIRST, SECOND])
    reloaded.destroy()
  })

  it.each([
    [
      'an address the wallet does not connect',
      JSON.stringify({ v: 1, value: { eip155: { memory: '0x01' } } }),
    ],
    ['a value outside the schema', JSON.stringify({ v: 1, value: { eip155: SECOND } })],
    ['a choice stored for another wallet', JSON.stringify({ v: 1, value: { eip155: { other: SECOND } } })],
    ['no JSON', '{tampered'],
  ])('behavior: %s falls back to the wallet first account', async (_, tampered) => {
    const { backend, open } = setup()
    const client = open()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.setActiveAccount({ namespace: 'eip155', address: SECOND })
    client.destroy()
    backend.setItem(KEY, tampered)

    const reloaded = open()
    await reloaded.ready
    expect(activeAddress(reloaded)).toMatchObject({ status: 'connected', address: FIRST })
    // What is stored again is what the page shows.
    expect(JSON.parse(backend.getItem(KEY) ?? 'null').value.eip155.memory).toBe(FIRST)
    reloaded.destroy()
  })
})
