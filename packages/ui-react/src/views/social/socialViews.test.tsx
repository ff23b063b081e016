import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ChainAdapter, SocialAuth, SocialProvider } from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { renderWithProvider } from '../../../test/renderWithProvider.js'
import { createViewTestClient } from '../../../test/viewTestSetup.js'

/** A client whose AUTH connector offers a scripted social login; `finish` settles the popup's sign-in. */
async function createSocialTestClient(configured: (SocialProvider | 'farcaster')[]) {
  let settle: { resolve(): void; reject(error: Error): void } | undefined
  const social: SocialAuth = {
    getSocialProviders: async () => configured,
    getSocialRedirectUri: async () => ({ uri: 'http://127.0.0.1:1/authorize' }),
    connectSocial: async () => ({}),
    connectSocialInPopup: ({ provider }) =>
      new Promise((resolve, reject) => {
        settle = { resolve: () => resolve({ provider, userName: 'ada' }), reject }
      }),
  }
  const memory = createMemoryAdapter({
    networks: [localEvm],
    accounts: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
    connectors: [{ id: 'walletport-embedded', name: 'Email' }],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const adapter: ChainAdapter = Object.assign(Object.create(null), memory, {
    getConnectors: () =>
      memory
        .getConnectors()
        .map((connector) => ({ ...connector, type: 'AUTH' as const, socialAuth: async () => social })),
  })
  const { client } = await createViewTestClient({ adapter: adapter as typeof memory })
  return { client, finish: () => settle?.resolve(), fail: (error: Error) => settle?.reject(error) }
}

const popup = { closed: false, close: jest.fn(), location: { href: '' }, document: { title: '' } }

describe('the social views', () => {
  afterEach(() => {
    delete (window as { Telegram?: unknown }).Telegram
    jest.restoreAllMocks()
  })

  it('offers the app’s socials the wallet server is configured for, in the app’s order, minus Telegram’s (Android)', async () => {
    ;(window as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'android' } }
    const { client } = await createSocialTestClient(['github', 'x', 'google', 'facebook'])
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Socials' }))
    const dialog = await screen.findByRole('dialog', { name: 'Continue with a social account' })
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' })
    // Each provider's own bundled mark (they shared a 'G' tile), once the marks' chunk has loaded.
    await waitFor(() => expect(google.querySelector('svg')).not.toBeNull())
    const buttons = within(dialog).getAllByRole('button', { name: /^Continue with / })
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
    ])
    const marks = buttons.map((button) => button.querySelector('.wp-social-badge svg')?.outerHTML)
    expect(marks.every((mark) => mark !== undefined)).toBe(true)
    expect(new Set(marks).size).toBe(2)
  })

  it('offers Farcaster (in the app’s order) when the wallet server has it, and opens its QR view', async () => {
    const { client } = await createSocialTestClient(['google', 'farcaster'])
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Socials' }))
    const dialog = await screen.findByRole('dialog', { name: 'Continue with a social account' })
    await within(dialog).findByRole('button', { name: 'Continue with Farcaster' })
    // Google's bundled mark; Farcaster, which the marks libraries lack, keeps its letter.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Continue with Google' }).querySelector('svg'),
      ).not.toBeNull(),
    )
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Continue with / })
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'FContinue with Farcaster'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Farcaster' }))
    expect(client.getState().modal.view).toBe('ConnectingFarcaster')
  })

  it('a provider opens the popup in the click, ConnectingSocial shows it, and the wallet connects when it signs in', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as never)
    const { client, finish } = await createSocialTestClient(['discord'])
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Socials' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Discord' }))
    expect(open).toHaveBeenCalledWith('', 'walletport-social', expect.stringContaining('popup'))
    const connecting = await screen.findByRole('dialog', { name: 'Discord' })
    expect(within(connecting).getByText(/Continue in the Discord window/)).toBeInTheDocument()
    expect(client.getState().chains.eip155?.accountState).toMatchObject({
      socialProvider: 'discord',
      socialWindow: popup,
    })
    act(() => finish())
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.status).toBe('connected'))
    expect(client.getState().chains.eip155?.accountState.socialWindow).toBeUndefined()
  })

  it('a failed sign-in says why and offers Try again', async () => {
    jest.spyOn(window, 'open').mockReturnValue(popup as never)
    const { client, fail } = await createSocialTestClient(['x'])
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Socials' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with X' }))
    await screen.findByRole('dialog', { name: 'X' })
    act(() => fail(new Error('You refused to sign in with X: nothing was shared')))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You refused to sign in with X: nothing was shared',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(client.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      socialWindow: undefined,
    })
  })
})
