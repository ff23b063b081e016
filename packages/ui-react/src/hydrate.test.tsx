import '@testing-library/jest-dom'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createTestClient } from '../test/createTestClient.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { WalletPortProvider } from './WalletPortProvider.js'

describe('hydration', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
  })

  it('hydrates server markup with no mismatch warning, and the button then opens the modal', async () => {
    const { client } = await createTestClient()
    const app = (
      <WalletPortProvider client={client}>
        <ConnectButton />
        <NetworkButton />
      </WalletPortProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    document.body.appendChild(container)
    const serverButton = screen.getByRole('button', { name: 'Connect Wallet' })

    const errors = jest.spyOn(console, 'error')
    const recoverable: unknown[] = []
    try {
      await act(async () => {
        root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) })
      })
      const messages = errors.mock.calls.map((call) => call.map(String).join(' '))
      expect(messages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([])
      expect(errors).not.toHaveBeenCalled()
      expect(recoverable).toEqual([])
    } finally {
      errors.mockRestore()
    }

    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button).toBe(serverButton)
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})
