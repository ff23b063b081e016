import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type {
  ChainAdapter,
  LinkedIdentity,
  SocialAuth,
  SocialLoginPopup,
  SocialProvider,
} from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createScriptedEmailAuth } from '../../../test/createEmailTestClient.js'
import { createViewTestClient } from '../../../test/viewTestSetup.js'
import { WalletPortContext } from '../../context.js'
import { defaultMessages } from '../../messages.js'
import { LinkedAccounts, type LinkPage } from './LinkedAccounts.js'

const identity = (provider: string, userName: string, removable: boolean): LinkedIdentity => ({
  id: `${provider}-id`,
  provider,
  userName,
  email: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  removable,
})

/** A client whose AUTH connector lists, links and unlinks sign-ins (scripted), with `configured` providers. */
async function renderLinkedAccounts({
  email = null,
  linkRefusal,
  page = { open: () => ({ closed: false, close() {}, location: { href: '' } }) as never },
}: {
  email?: string | null
  linkRefusal?: string
  page?: LinkPage
} = {}) {
  let identities = [identity('github', 'ada', false)]
  const popups: SocialLoginPopup[] = []
  const farcaster: { sign?: () => void } = {}
  const scripted = createScriptedEmailAuth()
  Object.assign(scripted.auth, {
    listIdentities: async () => ({
      email,
      identities: identities.map((row) => ({ ...row, removable: email !== null || identities.length > 1 })),
    }),
    async linkSocial({ provider, popup }: { provider: SocialProvider; popup: SocialLoginPopup }) {
      popups.push(popup)
      if (linkRefusal) throw new Error(linkRefusal)
      identities = [...identities, identity(provider, 'bob', true)]
      return identity(provider, 'bob', true)
    },
    getFarcasterLinkUri: async () => ({ url: 'http://127.0.0.1:1/~/siwf?nonce=1' }),
    linkFarcaster: () =>
      new Promise((resolve) => {
        farcaster.sign = () => {
          identities = [...identities, identity('farcaster', 'alice', true)]
          resolve(identity('farcaster', 'alice', true))
        }
      }),
    async unlinkIdentity(id: string) {
      identities = identities.filter((row) => row.id !== id)
    },
  })
  const social: SocialAuth = {
    getSocialProviders: async () => ['google', 'github', 'x', 'farcaster'],
    getSocialRedirectUri: async () => ({ uri: 'http://127.0.0.1:1/authorize' }),
    connectSocial: async () => ({}),
    connectSocialInPopup: async () => ({}),
  }
  const memory = createMemoryAdapter({
    networks: [localEvm],
    accounts: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
    connectors: [{ id: 'walletport-embedded', name: 'Email' }],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const adapter: ChainAdapter = Object.assign(Object.create(null), memory, {
    getConnectors: () =>
      memory.getConnectors().map((connector) => ({
        ...connector,
        type: 'AUTH' as const,
        emailAuth: async () => scripted.auth,
        socialAuth: async () => social,
      })),
  })
  const { client } = await createViewTestClient({ adapter: adapter as typeof memory })
  render(
    <WalletPortContext.Provider value={{ client, messages: defaultMessages }}>
      <LinkedAccounts messages={defaultMessages} locale="en" page={page} />
    </WalletPortContext.Provider>,
  )
  const section = await screen.findByRole('region', { name: 'Linked accounts' })
  await within(section).findByRole('button', { name: 'Link Google' })
  return { section, popups, farcaster }
}

describe('LinkedAccounts', () => {
  it('lists the sign-ins; the only one cannot be unlinked; Link for each configured provider not linked', async () => {
    const { section } = await renderLinkedAccounts()
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'GitHubada · linked Nov 20, 2026 · your only way to sign in',
    )
    expect(within(section).queryByRole('button', { name: 'Unlink GitHub' })).toBeNull()
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Link Google', 'Link X', 'Link Farcaster'])
  })

  it('links in the popup the click opens, lists the new sign-in, and then either may be unlinked', async () => {
    const { section, popups } = await renderLinkedAccounts()
    await userEvent.click(within(section).getByRole('button', { name: 'Link X' }))
    await within(section).findByRole('button', { name: 'Unlink X' })
    expect(popups).toHaveLength(1)
    expect(within(section).queryByRole('button', { name: 'Link X' })).toBeNull()
    await userEvent.click(within(section).getByRole('button', { name: 'Unlink GitHub' }))
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1))
    expect(within(section).getByRole('listitem')).toHaveTextContent('X')
    expect(within(section).getByRole('button', { name: 'Link GitHub' })).toBeEnabled()
  })

  it('links Farcaster through the QR code the Farcaster app scans; Cancel brings the buttons back', async () => {
    const { section, farcaster } = await renderLinkedAccounts()
    await userEvent.click(within(section).getByRole('button', { name: 'Link Farcaster' }))
    await within(section).findByRole('img', { name: defaultMessages.farcasterQrCode })
    expect(within(section).queryByRole('button', { name: 'Link Google' })).toBeNull()
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }))
    expect(within(section).queryByRole('img')).toBeNull()
    await userEvent.click(within(section).getByRole('button', { name: 'Link Farcaster' }))
    await within(section).findByRole('img', { name: defaultMessages.farcasterQrCode })
    farcaster.sign?.()
    await within(section).findByRole('button', { name: 'Unlink Farcaster' })
    expect(within(section).queryByRole('img')).toBeNull()
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Farcasteralice · linked')
  })

  it('shows the account email as a way in, so its one identity may go', async () => {
    const { section } = await renderLinkedAccounts({ email: 'ada@example.com' })
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Emailada@example.com')
    expect(within(section).getByRole('button', { name: 'Unlink GitHub' })).toBeEnabled()
  })

  it("shows the wallet's refusal, and a blocked popup", async () => {
    const refusal = 'This X account already opens another wallet: it cannot be linked to this one'
    const { section } = await renderLinkedAccounts({ linkRefusal: refusal })
    await userEvent.click(within(section).getByRole('button', { name: 'Link X' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal)
    expect(within(section).getAllByRole('listitem')).toHaveLength(1)

    cleanup()
    const blocked = await renderLinkedAccounts({ page: { open: () => null } })
    await userEvent.click(within(blocked.section).getByRole('button', { name: 'Link Google' }))
    expect(await within(blocked.section).findByRole('alert')).toHaveTextContent(
      'Allow pop-ups to link Google',
    )
  })
})
