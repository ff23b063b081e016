import '@testing-library/jest-dom'
import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createTestClient } from '../test/createTestClient.js'
import { renderWithProvider } from '../test/renderWithProvider.js'
import { WalletButton } from './WalletButton.js'

describe('WalletButton', () => {
  it("names the wallet and opens the modal at that wallet's connecting view", async () => {
    const { client, wallet } = await createTestClient()
    wallet.setBehavior('stall')
    renderWithProvider(client, <WalletButton wallet="memory" />)
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(client.getState().modal.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(client.getState().modal.data?.wallet?.name).toBe('Memory Wallet')
  })

  it('connects the wallet from there and then shows its address', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <WalletButton wallet="memory" />)
    const button = screen.getByRole('button', { name: 'Memory Wallet' })
    await userEvent.click(button)
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('connected'))
    await waitFor(() => expect(button).toHaveTextContent('Memory Wallet · 0xC02a…6Cc2'))
  })

  it('finds the wallet by name too, and opens Account once it is the connected one', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <WalletButton wallet="Memory Wallet" />)
    await act(() => client.connect({ connectorId: 'memory' }))
    const button = await screen.findByRole('button', { name: /Memory Wallet · 0xC02a/ })
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
  })

  it('a wallet the page does not have leads to where to get it (no WalletConnect configured)', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <WalletButton wallet="rabby" name="Rabby Wallet" />)
    await userEvent.click(screen.getByRole('button', { name: 'Rabby Wallet' }))
    await waitFor(() => expect(client.getState().modal.view).toBe('GetWallet'))
    expect(client.getState().chains.eip155?.accountState.status).not.toBe('connected')
  })
})
