import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createEmailTestClient, createScriptedEmailAuth } from '../../../test/createEmailTestClient.js'
import { createViewTestClient, renderView } from '../../../test/viewTestSetup.js'
import EmailLoginView from './EmailLoginView.js'

async function openEmailLogin(knownDevice = true) {
  const { client, scripted } = await createEmailTestClient(createScriptedEmailAuth({ knownDevice }))
  client.open({ view: 'EmailLogin' })
  renderView(EmailLoginView, client)
  return { client, scripted }
}

describe('EmailLoginView', () => {
  it('checks the address as typed and sends nothing until it is one', async () => {
    const { scripted } = await openEmailLogin()
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email')
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(scripted.calls).toEqual([])
  })

  it('sends the code and opens the code view for the address (a known device)', async () => {
    const { client, scripted } = await openEmailLogin()
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com {Enter}')
    await waitFor(() => expect(client.getState().modal.view).toBe('EmailVerifyOtp'))
    expect(client.getState().modal.data).toEqual({ email: 'ada@example.com' })
    expect(scripted.calls).toEqual(['connectEmail ada@example.com'])
  })

  it('opens device verification when the account has not seen this device', async () => {
    const { client } = await openEmailLogin(false)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(client.getState().modal.view).toBe('EmailVerifyDevice'))
  })

  it("shows the cooldown refusal ('Please try again after N seconds') and stays", async () => {
    const { client, scripted } = await openEmailLogin()
    await scripted.auth.connectEmail('ada@example.com')
    scripted.advance(18_000)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again after 12 seconds')
    expect(client.getState().modal.view).toBe('EmailLogin')
  })

  it('says so when the app has no email wallet', async () => {
    const { client } = await createViewTestClient({ features: { email: true } })
    client.open({ view: 'EmailLogin' })
    renderView(EmailLoginView, client)
    expect(screen.getByText('Email login is not set up in this app.')).toBeInTheDocument()
  })
})
