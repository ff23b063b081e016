import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createEmailTestClient, createScriptedEmailAuth } from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import EmailVerifyDeviceView from './EmailVerifyDeviceView.js'

async function openDeviceView() {
  const { client, scripted } = await createEmailTestClient(createScriptedEmailAuth({ knownDevice: false }))
  await scripted.auth.connectEmail('ada@example.com')
  client.open({ view: 'EmailLogin' })
  client.router.push('EmailVerifyDevice', { email: 'ada@example.com' })
  const view = renderView(EmailVerifyDeviceView, client)
  return { client, scripted, view }
}

describe('EmailVerifyDeviceView', () => {
  it('waits for the mailed approval, then moves on to the code (VERIFY_DEVICE → VERIFY_OTP)', async () => {
    const { client, scripted } = await openDeviceView()
    expect(screen.getByText(/We sent an approval link to ada@example.com/)).toBeInTheDocument()
    // The second mail is announced, so a new user expects it (issue 31).
    expect(
      screen.getByText('Once the device is approved, a second email brings a 6-digit code to enter here.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(scripted.calls.filter((call) => call === 'connectDevice').length).toBeGreaterThan(2),
    )
    expect(client.getState().modal.view).toBe('EmailVerifyDevice')
    scripted.approve()
    await waitFor(() => expect(client.getState().modal.view).toBe('EmailVerifyOtp'))
    expect(client.getState().modal.data).toEqual({ email: 'ada@example.com' })
    expect(client.getState().modal.history).toEqual(['EmailLogin', 'EmailVerifyOtp'])
  })

  it('shows a failed wait and tries again on request', async () => {
    const { client, scripted } = await openDeviceView()
    scripted.failDeviceWith(new Error('Something went wrong'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    scripted.failDeviceWith(undefined)
    scripted.approve()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.getState().modal.view).toBe('EmailVerifyOtp'))
  })

  it('stops asking once the view is left', async () => {
    const { scripted, view } = await openDeviceView()
    await waitFor(() => expect(scripted.calls).toContain('connectDevice'))
    view.unmount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const asked = scripted.calls.length
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(scripted.calls).toHaveLength(asked)
  })
})
