import { AxeBuilder } from '@axe-core/playwright'
import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import { browserTest } from './browserTest.js'

export interface SocialE2eSession {
  serverUrl: string
  dappUrl: string
  passphrase: string
  launchProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }>
  openDapp(context: BrowserContext, origin: string, frameUrl: string, extra: string): Promise<Page>
  frameOf(page: Page): FrameLocator
  screenshot(page: Page, name: string, look?: { theme?: 'dark'; width?: number }): Promise<void>
}

type Provider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
const NAMES: Record<Provider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** axe-core on the modal: its serious and critical violations (the playground's gallery runs the same check). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).include('.wp-root').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

/** What the tests read of the dapp's client in the page. */
type DappWindow = {
  dapp?: {
    client: {
      getState(): {
        chains: Record<
          string,
          | {
              accountState: {
                status?: string
                address?: string
                socialProvider?: string
                socialWindow?: unknown
                user?: { userName?: string; email?: string | null }
              }
            }
          | undefined
        >
      }
    }
  }
}

interface AuthAccount {
  status?: string
  address?: string
  socialProvider?: string
  socialWindow: boolean
  userName?: string
  email?: string | null
}

/**
 * Social login in Chromium through ui-react's Socials view, against the devnet's six providers started beside the
 * wallet server (the embedded e2e's session: one server, one dapp; a browser profile of its own).
 */
export function describeSocialLogin(session: () => SocialE2eSession) {
  describe('social login (devnet providers, Socials view, popup and redirect)', () => {
    let profile: Awaited<ReturnType<SocialE2eSession['launchProfile']>>
    let page: Page
    const addresses: Partial<Record<Provider, string>> = {}

    beforeAll(async () => {
      profile = await session().launchProfile()
      const { openDapp, dappUrl, serverUrl } = session()
      page = await openDapp(profile.context, dappUrl, serverUrl, '&modal=1')
    }, 60_000)
    afterAll(() => profile?.close())

    const account = () =>
      page.evaluate(() => {
        const { client } = (window as unknown as Required<DappWindow>).dapp
        const chain = client.getState().chains.eip155?.accountState
        return {
          status: chain?.status,
          address: chain?.address,
          socialProvider: chain?.socialProvider,
          socialWindow: chain?.socialWindow !== undefined,
          userName: chain?.user?.userName,
          email: chain?.user?.email,
        } as AuthAccount
      })
    const openSocials = () =>
      page.evaluate(() =>
        (window as unknown as { dapp: { client: { open(p: unknown): void } } }).dapp.client.open({
          view: 'Socials',
        }),
      )
    const dialog = () => page.getByRole('dialog')

    /** Clicks the provider in the Socials view and presses `button` on the provider's page in the popup. */
    async function choose(provider: Provider, button: string) {
      const popupOpened = page.waitForEvent('popup')
      await dialog()
        .getByRole('button', { name: `Continue with ${NAMES[provider]}` })
        .click()
      const popup = await popupOpened
      await popup.getByRole('button', { name: button }).click()
      return popup
    }

    async function signIn(provider: Provider, { shoot = false, user = 'Ada Lovelace' } = {}) {
      await openSocials()
      await dialog()
        .getByRole('button', { name: `Continue with ${NAMES[provider]}` })
        .waitFor()
      if (shoot) await session().screenshot(page, 'view-socials')
      const popupOpened = page.waitForEvent('popup')
      await dialog()
        .getByRole('button', { name: `Continue with ${NAMES[provider]}` })
        .click()
      const popup = await popupOpened
      await popup.getByRole('button', { name: `Continue as ${user}` }).waitFor()
      if (shoot) await session().screenshot(page, 'view-connecting-social')
      expect((await account()).socialWindow).toBe(true)
      await popup.getByRole('button', { name: `Continue as ${user}` }).click()
      // A first sign-in makes a wallet: the frame asks for its passphrase over the modal.
      const frame = session().frameOf(page)
      const passphrase = frame.getByPlaceholder('Repeat the passphrase')
      const connected = page.waitForFunction(
        () =>
          (window as unknown as Required<DappWindow>).dapp.client.getState().chains.eip155?.accountState
            .user !== undefined,
        undefined,
        { timeout: 45_000 },
      )
      // …and a new device restores it with the passphrase.
      const asked = await Promise.race([
        passphrase.waitFor({ timeout: 45_000 }).then(() => 'new' as const),
        frame
          .getByText('Restore your wallet')
          .waitFor({ timeout: 45_000 })
          .then(() => 'restore' as const),
        connected.then(() => undefined),
      ])
      if (asked) {
        await frame.getByPlaceholder('Passphrase', { exact: true }).fill(session().passphrase)
        if (asked === 'new') await passphrase.fill(session().passphrase)
        await frame.getByRole('button', { name: 'Continue' }).click()
      }
      await connected
      return account()
    }

    const signOut = () =>
      page.evaluate(() =>
        (window as unknown as { dapp: { client: { disconnect(): Promise<void> } } }).dapp.client.disconnect(),
      )

    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const) {
      browserTest(
        `${provider} signs in through its local provider and shows the same wallet again for the same user`,
        async () => {
          const first = await signIn(provider, { shoot: provider === 'google' })
          expect(first).toMatchObject({
            status: 'connected',
            socialProvider: provider,
            socialWindow: false,
            userName: expect.any(String),
          })
          expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
          await signOut()
          expect((await account()).socialProvider).toBeUndefined()
          const again = await signIn(provider)
          expect(again.address).toBe(first.address)
          addresses[provider] = first.address
          await signOut()
        },
      )
    }

    browserTest(
      'links only what the rule allows: Apple (trusted, verified email) joins the Google account; the others are their own',
      () => {
        expect(addresses.apple).toBe(addresses.google)
        const others = (['github', 'facebook', 'x', 'discord'] as const).map(
          (provider) => addresses[provider],
        )
        expect(new Set([addresses.google, ...others]).size).toBe(5)
      },
    )

    browserTest(
      'a refused consent, a wrong state and a wrong nonce are refused with clear messages; the popup is closed',
      async () => {
        const cases: [Provider, string, string][] = [
          ['google', 'Refuse', 'You refused to sign in with Google: nothing was shared'],
          [
            'github',
            'Return a wrong state',
            'This GitHub sign-in is unknown, used or expired (the state does not match): start again',
          ],
          [
            'facebook',
            'Return a wrong nonce',
            'The Facebook answer does not belong to this sign-in (wrong nonce): start again',
          ],
        ]
        for (const [provider, button, message] of cases) {
          await openSocials()
          const popup = await choose(provider, button)
          await dialog().getByRole('alert').getByText(message).waitFor()
          if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 30_000 }).catch(() => undefined)
          expect(popup.isClosed()).toBe(true)
          expect(await account()).toMatchObject({ status: 'disconnected', socialWindow: false })
          if (provider === 'github') await session().screenshot(page, 'view-connecting-social-error')
        }
        await dialog().getByRole('button', { name: 'Try again' }).waitFor()
      },
    )

    browserTest(
      'a replayed login code is refused: by the frame (its verifier is spent) and by the server (the code is spent)',
      async () => {
        await signIn('discord')
        const resultUri = await page.evaluate(() => {
          const received = (window as unknown as { dapp: { received: unknown[] } }).dapp.received
          const results = received.filter(
            (message): message is { type: string; payload: { resultUri: string } } =>
              (message as { type?: string })?.type === '@walletport-social/RESULT',
          )
          return results.at(-1)?.payload.resultUri ?? ''
        })
        expect(resultUri).toContain('/social/result?code=')
        const replay = (script: string) =>
          page.evaluate(async (body) => {
            const run = new Function('dapp', `return (async () => { ${body} })()`)
            try {
              await run((window as unknown as { dapp: unknown }).dapp)
              return 'accepted'
            } catch (error) {
              return (error as Error).message
            }
          }, script)
        expect(
          await replay(`await (await dapp.embedded.auth()).connectSocial(${JSON.stringify(resultUri)})`),
        ).toBe('This sign-in was not started here or has expired: sign in again')
        expect(
          await replay(
            `const auth = await dapp.embedded.auth(); await auth.getSocialRedirectUri('discord'); await auth.connectSocial(${JSON.stringify(resultUri)})`,
          ),
        ).toBe('This login code was already used: sign in again')
        await signOut()
      },
    )

    browserTest(
      'a signed-in user links another provider in the Devices view; it then opens the same wallet in a new profile; one of another wallet is refused',
      async () => {
        const github = await signIn('github')
        await page.evaluate(() =>
          (window as unknown as { dapp: { client: { open(p: unknown): void } } }).dapp.client.open({
            view: 'Devices',
          }),
        )
        const linked = dialog().getByRole('region', { name: 'Linked accounts' })
        const linkWith = async (provider: string, user: string) => {
          const popupOpened = page.waitForEvent('popup')
          await linked.getByRole('button', { name: `Link ${provider}` }).click()
          const popup = await popupOpened
          await popup.getByRole('button', { name: `Continue as ${user}` }).click()
          await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined)
        }
        await linkWith('Google', 'Ada Lovelace')
        await linked
          .getByRole('alert')
          .getByText('This Google account already opens another wallet: it cannot be linked to this one')
          .waitFor()
        await linkWith('Discord', 'Bob Unverified')
        await linked.getByRole('button', { name: 'Unlink Discord' }).waitFor()
        expect(await linked.getByRole('listitem').allTextContents()).toEqual([
          expect.stringMatching(/^GitHubada · linked /),
          expect.stringMatching(/^Discordbob · linked /),
        ])
        expect(await account()).toMatchObject({
          status: 'connected',
          socialProvider: 'github',
          address: github.address,
        })
        expect(await seriousViolations(page)).toEqual([])
        await session().screenshot(page, 'view-devices-linked-accounts')
        await session().screenshot(page, 'view-devices-linked-accounts-dark', { theme: 'dark' })
        await session().screenshot(page, 'view-devices-linked-accounts-phone', { width: 390 })
        await signOut()

        const fresh = await session().launchProfile()
        const main = page
        try {
          const { openDapp, dappUrl, serverUrl } = session()
          page = await openDapp(fresh.context, dappUrl, serverUrl, '&modal=1')
          const bob = await signIn('discord', { user: 'Bob Unverified' })
          expect(bob).toMatchObject({
            status: 'connected',
            socialProvider: 'discord',
            address: github.address,
          })
        } finally {
          page = main
          await fresh.close()
        }
      },
    )

    browserTest(
      'without a popup the page goes to the provider and comes back with result_uri: connected, recorded, parameter removed',
      async () => {
        await page.evaluate(() => {
          window.open = () => null
        })
        await openSocials()
        await dialog().getByRole('button', { name: 'Continue with X' }).click()
        await page.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
        await page.waitForFunction(
          () =>
            !location.search.includes('result_uri') &&
            (window as unknown as DappWindow).dapp?.client.getState().chains.eip155?.accountState.user !==
              undefined,
          undefined,
          { timeout: 45_000 },
        )
        expect(page.url()).not.toContain('result_uri')
        expect(await account()).toMatchObject({
          status: 'connected',
          socialProvider: 'x',
          address: addresses.x,
        })
      },
    )
  })
}
