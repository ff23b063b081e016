import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { mainnet } from '@walletport/core/networks'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import UnsupportedChainView from './UnsupportedChainView.js'

async function onUnsupportedChain() {
  const setup = await createViewTestClient()
  await connectMemoryWallet(setup.client)
  setup.adapter.wallet.changeNetwork(mainnet)
  await waitFor(() => expect(setup.client.getState().modal.view).toBe('UnsupportedChain'))
  return setup
}

describe('UnsupportedChainView', () => {
  it('explains the problem and lists the requested networks', async () => {
    const { client } = await onUnsupportedChain()
    renderView(UnsupportedChainView, client)
    expect(screen.getByText(/doesn’t support your current network/)).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['EVM Local', 'EVM Local 2'])
  })

  it('switches to a requested network, after which core leaves the view', async () => {
    const { client } = await onUnsupportedChain()
    renderView(UnsupportedChainView, client)
    await userEvent.click(screen.getByRole('button', { name: 'EVM Local 2' }))
    await waitFor(() => expect(client.getState().modal.view).not.toBe('UnsupportedChain'))
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)
  })

  it('disconnects with the Disconnect button, by keyboard', async () => {
    const { client } = await onUnsupportedChain()
    renderView(UnsupportedChainView, client)
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected'))
  })
})
