import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { renderWithProvider } from '../../test/renderWithProvider.js'
import { WalletPortContext } from '../context.js'
import { defaultMessages } from '../messages.js'
import { CurrentView } from './CurrentView.js'

// The Networks view's chunk fails to load (as a dropped network request would).
jest.mock('../views/NetworksView.js', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('CurrentView', () => {
  it('renders the Connect view at once, with no code to load and no spinner', async () => {
    const { client } = await createTestClient()
    act(() => client.open())
    render(
      <WalletPortContext.Provider value={{ client, messages: defaultMessages }}>
        <CurrentView />
      </WalletPortContext.Provider>,
    )
    expect(screen.getByRole('button', { name: /Memory Wallet/ })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull()
  })

  it('says so when a view fails to load, and keeps the header usable', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    act(() => client.router.push('Networks'))
    expect(await within(dialog).findByText('This screen failed to load.')).toBeInTheDocument()
    act(() => client.router.goBack())
    expect(await within(dialog).findByRole('button', { name: /Memory Wallet/ })).toBeInTheDocument()
  })
})
