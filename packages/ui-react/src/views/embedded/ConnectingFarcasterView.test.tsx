import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createEmailTestClient, createScriptedEmailAuth } from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import ConnectingFarcasterView from './ConnectingFarcasterView.js'

const SIGN_IN_URL = 'http://127.0.0.1:8560/~/siwf?channelToken=abc&nonce=0123456789abcdef'

/** The email test client whose wallet also signs in with Farcaster: each sign-in settles when the test says. */
async function openFarcasterView() {
  const scripted = createScriptedEmailAuth()
  const calls: string[] = []
  let settle: { resolve(userName: string): void; reject(error: Error): void } | undefined
  let urls = 0
  Object.assign(scripted.auth, {
    async getFarcasterUri() {
      urls += 1
      calls.push('getFarcasterUri')
      return { url: `${SIGN_IN_URL}&n=${urls}` }
    },
    connectFarcaster: () =>
      new Promise<{ userName: string }>((resolve, reject) => {
        calls.push('connectFarcaster')
        settle = { resolve: (userName) => resolve({ userName }), reject }
      }),
  })
  const { client } = await createEmailTestClient(scripted)
  client.open({ view: 'ConnectingFarcaster' })
  renderView(ConnectingFarcasterView, client)
  await waitFor(() => expect(calls).toContain('connectFarcaster'))
  return { client, calls, settle: () => settle! }
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia')
})

describe('ConnectingFarcasterView', () => {
  it('shows the sign-in URL as a QR code with Copy link; once the Farcaster app signed it names the user and connects', async () => {
    const { client, settle } = await openFarcasterView()
    expect(
      screen.getByRole('img', { name: 'QR code to sign in with Farcaster' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml;utf8,/)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Open Farcaster' })).toBeNull()
    settle().resolve('alice')
    expect(await screen.findByText('Signed in as @alice')).toBeInTheDocument()
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('connected'))
    expect(client.getState().chains.eip155?.accountState.connectedWalletInfo?.type).toBe('AUTH')
  })

  it("says why a sign-in was refused, stays disconnected, and 'Get a new code' starts again", async () => {
    const { client, calls, settle } = await openFarcasterView()
    settle().reject(new Error('The Farcaster sign-in has expired: scan a new code'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Farcaster sign-in has expired: scan a new code',
    )
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }))
    await waitFor(() => expect(calls.filter((call) => call === 'getFarcasterUri')).toHaveLength(2))
    expect(await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeInTheDocument()
  })

  it('on a phone also links to the sign-in URL, where the Farcaster app opens it', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(pointer: coarse)', media: query }),
    })
    await openFarcasterView()
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
      `${SIGN_IN_URL}&n=1`,
    )
  })
})
