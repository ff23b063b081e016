import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import {
  createEmailTestClient,
  createScriptedEmailAuth,
  EMAIL_CODE,
} from '../../../test/createEmailTestClient.js'
import { renderWithProvider } from '../../../test/renderWithProvider.js'

describe('the email views in the modal', () => {
  it('with the email flag: Continue with email → email → device approval → code → connected, each view titled', async () => {
    const scripted = createScriptedEmailAuth({ knownDevice: false })
    const { client } = await createEmailTestClient(scripted)
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with email' }))
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'ada@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Register this device' })).toBeInTheDocument()
    scripted.approve()
    expect(await screen.findByRole('dialog', { name: 'Confirm your email' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), EMAIL_CODE)
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('connected'))
    expect(screen.queryByText('This screen is not available.')).toBeNull()
  })

  it('the Account view of an email login offers Update email and Sign out instead of Disconnect', async () => {
    const { client, scripted } = await createEmailTestClient()
    scripted.signedIn('ada@example.com')
    await client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' })
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Account' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    // The dialog is titled before the Account view's own code has loaded.
    const signOut = await within(account).findByRole('button', { name: 'Sign out' })
    expect(within(account).queryByRole('button', { name: 'Disconnect' })).toBeNull()
    await userEvent.click(signOut)
    expect(await screen.findByRole('dialog', { name: 'Sign out' })).toBeInTheDocument()
    act(() => client.router.goBack())
    await userEvent.click(await screen.findByRole('button', { name: 'Update email' }))
    expect(await screen.findByRole('dialog', { name: 'Update email' })).toBeInTheDocument()
    expect(await screen.findByLabelText('New email')).toBeInTheDocument()
  })

  it('without the email flag the email views cannot be opened', async () => {
    const { client } = await createEmailTestClient(undefined, { features: { email: false } })
    expect(() => client.open({ view: 'EmailVerifyOtp' })).toThrow('The email feature is not enabled')
  })
})
