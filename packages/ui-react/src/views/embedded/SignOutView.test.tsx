import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createEmailTestClient } from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import SignOutView from './SignOutView.js'

async function signedIn() {
  const { client, scripted } = await createEmailTestClient()
  scripted.signedIn('ada@example.com')
  await client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' })
  client.open({ view: 'Account' })
  client.router.push('SignOut')
  renderView(SignOutView, client)
  return { client, scripted }
}

describe('SignOutView', () => {
  it('names the account, and signing out disconnects the email wallet and closes the modal', async () => {
    const { client } = await signedIn()
    expect(await screen.findByText(/Sign out of ada@example.com on this site\?/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(client.getState().chains.eip155?.connectorId).toBeUndefined()
  })

  it('cancel goes back and keeps the session', async () => {
    const { client } = await signedIn()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(client.getState().modal.view).toBe('Account')
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
  })
})
