import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import {
  createDefaultSiwx,
  createMemoryStorageBackend,
  createStorage,
  getSiwxVerifier,
} from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import { loadMessages } from '../locales/loadMessages.js'
import ConnectingSiweView from './ConnectingSiweView.js'

/** A real sign-in (EIP-4361 needs EIP-55 addresses) over the memory wallet's signatures. */
async function signInClient(
  behavior: 'approve' | 'reject' | 'stall',
  adjust: (adapter: ReturnType<typeof createMemoryAdapter>) => void = () => {},
) {
  const adapter = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  adjust(adapter)
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const siwx = createDefaultSiwx({
    storage,
    domain: 'app.example',
    uri: 'https://app.example/login',
    verify: getSiwxVerifier({ adapters: [adapter] }),
  })
  // The wallet approves the connection, then answers the sign-in prompt that core sends right after as asked.
  const connect = adapter.connect
  adapter.connect = async (parameters) => {
    const connection = await connect(parameters)
    adapter.wallet.setBehavior(behavior)
    return connection
  }
  const setup = await createViewTestClient({ adapter, siwx, storage })
  setup.client.open()
  await setup.client.connect({ connectorId: 'memory' })
  return setup
}

describe('ConnectingSiweView', () => {
  it("explains sign-in and shows 'Authenticating...' while the wallet is asked to sign", async () => {
    const { client } = await signInClient('stall')
    renderView(ConnectingSiweView, client)
    await waitFor(() => expect(client.getState().siwx.status).toBe('signing'))
    expect(screen.getByText('Sign a message with your wallet to prove you own it.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...')
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled()
  })

  it("says 'Signature declined' once (the modal's alert) when the wallet refuses, and Sign asks again", async () => {
    const { client, adapter } = await signInClient('reject')
    renderView(ConnectingSiweView, client)
    await waitFor(() => expect(client.getState().siwx.status).toBe('error'))
    expect(client.getState().modal.alert?.message).toBe('Signature declined')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    adapter.wallet.setBehavior('approve')
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(client.getState().siwx.status).toBe('success'))
    expect(client.getState().modal.open).toBe(false)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("says 'This application might not support Smart Accounts', in the user's language, when a smart account's signature does not verify", async () => {
    const { client } = await signInClient('approve', (memory) => {
      // The adapter's verdict on a contract account (adapter-evm asks the node: ERC-1271 / ERC-6492).
      memory.verifyMessage = async () => false
      memory.isSmartAccountSigner = async () => true
    })
    await waitFor(() => expect(client.getState().siwx.status).toBe('error'))
    expect(client.getState().modal.alert?.message).toBe('This application might not support Smart Accounts')
    expect(client.getState().siwx.error).toBe('This application might not support Smart Accounts')
    client.closeAlert()
    renderView(ConnectingSiweView, client, { messages: await loadMessages('de') })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
    )
  })

  it('cancels through the client, which closes the modal when sign-in is optional', async () => {
    const { client } = await signInClient('reject')
    renderView(ConnectingSiweView, client)
    await waitFor(() => expect(client.getState().siwx.status).toBe('error'))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().siwx.status).toBe('idle')
  })
})
