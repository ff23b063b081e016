import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createEmailTestClient, EMAIL_CODE } from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import UpdateEmailPrimaryOtpView from './UpdateEmailPrimaryOtpView.js'
import UpdateEmailSecondaryOtpView from './UpdateEmailSecondaryOtpView.js'
import UpdateEmailWalletView from './UpdateEmailWalletView.js'

async function signedIn() {
  const { client, scripted } = await createEmailTestClient()
  scripted.signedIn('ada@example.com')
  await client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' })
  client.open({ view: 'Account' })
  client.router.push('UpdateEmailWallet')
  return { client, scripted }
}

describe('update email (VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP)', () => {
  it('new address, code from the current one, code from the new one, then back to the account', async () => {
    const { client, scripted } = await signedIn()
    const first = renderView(UpdateEmailWalletView, client)
    await userEvent.type(screen.getByLabelText('New email'), 'grace@example.com{Enter}')
    await waitFor(() => expect(client.getState().modal.view).toBe('UpdateEmailPrimaryOtp'))
    first.unmount()

    const second = renderView(UpdateEmailPrimaryOtpView, client)
    expect(
      await screen.findByText('Enter the code we sent to your current email, ada@example.com'),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), EMAIL_CODE)
    await waitFor(() => expect(client.getState().modal.view).toBe('UpdateEmailSecondaryOtp'))
    second.unmount()

    renderView(UpdateEmailSecondaryOtpView, client)
    expect(
      screen.getByText('Enter the code we sent to your new email, grace@example.com'),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), '999999')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code: 4 tries left')
    await userEvent.type(screen.getByLabelText('Code'), EMAIL_CODE)
    await waitFor(() => expect(client.getState().modal.view).toBe('Account'))
    expect(client.getState().modal.toasts.map((toast) => toast.message)).toEqual(['Email updated'])
    expect(scripted.auth.getEmail()).toBe('grace@example.com')
    expect(scripted.calls).toEqual([
      'updateEmail grace@example.com',
      `updateEmailPrimaryOtp ${EMAIL_CODE}`,
      'updateEmailSecondaryOtp 999999',
      `updateEmailSecondaryOtp ${EMAIL_CODE}`,
    ])
  })

  it('refuses the current address as the new one, asking the wallet nothing', async () => {
    const { client, scripted } = await signedIn()
    renderView(UpdateEmailWalletView, client)
    await userEvent.type(screen.getByLabelText('New email'), 'ADA@example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('received the current one')
    expect(scripted.calls).toEqual([])
  })
})
