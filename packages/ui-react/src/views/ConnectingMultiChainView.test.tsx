import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryStorageBackend, createStorage, createWalletPort } from '@walletport/core'
import { localEvm, localSolana } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { renderView } from '../../test/viewTestSetup.js'
import ConnectingMultiChainView from './ConnectingMultiChainView.js'

const EVM_ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const SOLANA_ACCOUNT = 'mem1234abcd'

/** One wallet, 'Memory Wallet', on EVM and Solana: core lists it as one MULTI_CHAIN entry. */
async function multiChainClient() {
  const evm = createMemoryAdapter({
    networks: [localEvm],
    accounts: [EVM_ACCOUNT],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [localSolana],
    accounts: [SOLANA_ACCOUNT],
    addressPattern: /^mem[0-9a-f]+$/,
  })
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: [localEvm, localSolana],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
  })
  await client.ready
  act(() => client.open())
  const entry = client.getState().connectors.find((connector) => connector.name === 'Memory Wallet')
  expect(entry?.type).toBe('MULTI_CHAIN')
  act(() => {
    client.selectWallet({ id: entry!.id, name: entry!.name })
  })
  expect(client.getState().modal.view).toBe('ConnectingMultiChain')
  return client
}

describe('ConnectingMultiChainView (broken path 16)', () => {
  it('offers each chain of the wallet and all of them', async () => {
    const client = await multiChainClient()
    renderView(ConnectingMultiChainView, client)
    const list = screen.getByRole('list', { name: 'Choose a network' })
    expect(list).toHaveTextContent('EVM')
    expect(list).toHaveTextContent('Solana')
    expect(screen.getByRole('button', { name: 'All networks' })).toBeInTheDocument()
  })

  it('one chain: the wallet is asked on that namespace only', async () => {
    const client = await multiChainClient()
    renderView(ConnectingMultiChainView, client)
    await userEvent.click(screen.getByRole('button', { name: 'Solana' }))
    expect(client.getState().modal.view).toBe('ConnectingExternal')
    expect(client.getState().modal.data?.connector?.chain).toBe('solana')
  })

  it('all networks: connects every namespace, the first one active', async () => {
    const client = await multiChainClient()
    renderView(ConnectingMultiChainView, client)
    await userEvent.click(screen.getByRole('button', { name: 'All networks' }))
    await waitFor(() => expect(client.getState().chains.solana?.accountState.status).toBe('connected'))
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(client.getState().activeChain).toBe('eip155')
  })
})
