import '@testing-library/jest-dom'
import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createTestClient } from '../test/createTestClient.js'
import { renderWithProvider } from '../test/renderWithProvider.js'
import { ConnectButton } from './ConnectButton.js'

describe('ConnectButton', () => {
  it("shows 'Connect Wallet' while disconnected and opens the modal on Connect", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.click(button)

    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(client.getState().modal.view).toBe('Connect')
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows the shortened address and balance when connected, and opens Account', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    await act(() => client.connect({ connectorId: 'memory' }))

    const button = await screen.findByRole('button', { name: /0xC02a…6Cc2/ })
    await waitFor(() => expect(button).toHaveTextContent('1.2345 ETH'))

    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(client.getState().modal.view).toBe('Account')
  })

  it('shows the label given while disconnected', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton label="Sign in" />)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('render-prop form: the app draws its own button from the state and opens the modal through it', async () => {
    const { client } = await createTestClient()
    renderWithProvider(
      client,
      <ConnectButton label="Enter">
        {({ open, isConnected, address, balance, balanceSymbol, label, intentProps }) => (
          <button type="button" className="mine" {...intentProps} onClick={open}>
            {isConnected ? `${address} ${balance} ${balanceSymbol}` : label}
          </button>
        )}
      </ConnectButton>,
    )
    const button = screen.getByRole('button', { name: 'Enter' })
    expect(button).toHaveClass('mine')
    expect(button).not.toHaveClass('wp-button')
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    await act(async () => client.close())
    await act(() => client.connect({ connectorId: 'memory' }))
    await waitFor(() =>
      expect(button).toHaveTextContent('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2 1.2345 ETH'),
    )
  })

  it('opens and closes with the keyboard only, and gives focus back to the button', async () => {
    const { client } = await createTestClient()
    const user = userEvent.setup()
    renderWithProvider(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(client.getState().modal.open).toBe(false)
    expect(button).toHaveFocus()
  })

  it('renders no modal markup before the modal first opens', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    expect(document.body.querySelector('.wp-root')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })
})
