import '@testing-library/jest-dom'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { localEvm2 } from '@walletport/core/networks'
import { createTestClient } from '../test/createTestClient.js'
import { renderWithProvider } from '../test/renderWithProvider.js'
import { NetworkButton } from './NetworkButton.js'

describe('NetworkButton', () => {
  it("shows the active network's name and follows a switch", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <NetworkButton />, { embedded: true })
    expect(screen.getByRole('button', { name: 'EVM Local' })).toBeInTheDocument()
    await act(() => client.connect({ connectorId: 'memory' }))
    await act(() => client.switchNetwork(localEvm2))
    expect(screen.getByRole('button', { name: 'EVM Local 2' })).toBeInTheDocument()
  })

  it('opens the network list', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <NetworkButton />, { embedded: true })
    await userEvent.click(screen.getByRole('button', { name: 'EVM Local' }))
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Networks' })
  })

  it("says 'Select network' for a namespace without a network", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <NetworkButton namespace="solana" />, { embedded: true })
    expect(screen.getByRole('button', { name: 'Select network' })).toBeInTheDocument()
  })

  it('asks to switch on a network the app did not request, instead of its id (broken path 11)', async () => {
    const { client, wallet } = await createTestClient()
    renderWithProvider(client, <NetworkButton />, { embedded: true })
    await act(() => client.connect({ connectorId: 'memory' }))
    await act(async () => wallet.changeNetwork({ ...localEvm2, id: 123456, caipNetworkId: 'eip155:123456' }))
    const button = await screen.findByRole('button', { name: 'Switch Network' })
    expect(button).toHaveAttribute('data-unsupported')
    expect(screen.queryByRole('button', { name: /eip155:/ })).not.toBeInTheDocument()
  })
})
