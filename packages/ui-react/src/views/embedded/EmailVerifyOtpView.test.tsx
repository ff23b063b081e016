import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import {
  createEmailTestClient,
  createScriptedEmailAuth,
  EMAIL_ADDRESS,
  EMAIL_CODE,
} from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import EmailVerifyOtpView from './EmailVerifyOtpView.js'

async function openCodeView() {
  const { client, scripted } = await createEmailTestClient(createScriptedEmailAuth())
  await scripted.auth.connectEmail('ada@example.com')
  client.open({ view: 'EmailLogin' })
  client.router.push('EmailVerifyOtp', { email: 'ada@example.com' })
  renderView(EmailVerifyOtpView, client)
  return { client, scripted }
}

afterEach(() => {
  jest.useRealTimers()
})

describe('EmailVerifyOtpView', () => {
  it('names the address and submits by itself once 6 digits are in; the wallet connects and the modal closes', async () => {
    const { client, scripted } = await openCodeView()
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), `${EMAIL_CODE.slice(0, 3)}-${EMAIL_CODE.slice(3)}`)
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(scripted.calls.at(-1)).toBe(`connectOtp ${EMAIL_CODE}`)
    const chain = client.getState().chains.eip155
    expect(chain?.connectorId).toBe('walletport-embedded')
    expect(chain?.accountState.address).toBe(EMAIL_ADDRESS)
    expect(chain?.accountState.connectedWalletInfo?.type).toBe('AUTH')
  })

  it("shows the wallet's answer to a wrong code and clears the field for another try", async () => {
    const { client } = await openCodeView()
    const field = screen.getByLabelText('Code')
    await userEvent.type(field, '000000')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code: 4 tries left')
    expect(field).toHaveValue('')
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    await userEvent.type(field, '111111')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid code: 3 tries left'))
  })

  it('offers a new code only after the 30 s cooldown, counting down each second', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    const { scripted } = await openCodeView()
    const countdown = await screen.findByRole('button', { name: 'Resend code in 30 s' })
    expect(countdown).toBeDisabled()
    scripted.advance(1_000)
    await act(() => jest.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('button', { name: 'Resend code in 29 s' })).toBeDisabled()
    scripted.advance(29_000)
    await act(() => jest.advanceTimersByTimeAsync(1_000))
    const resend = screen.getByRole('button', { name: 'Resend code' })
    expect(resend).toBeEnabled()
    await userEvent.click(resend)
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument()
    expect(scripted.calls.filter((call) => call.startsWith('connectEmail'))).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled()
  })
})
