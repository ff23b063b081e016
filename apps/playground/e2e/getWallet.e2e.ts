import { getMobileStoreLink, type PhonePlatform } from '@walletport/ui-react'
import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { launchChromium } from './launchChromium.js'
import { PHONES } from './phones.js'
import { connectButton, dialog, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ start: { polkadot: false }, startTimeoutMs: 240_000 })

/** EVM only, WalletConnect off: a wallet without a connector goes to the GetWallet view. */
const OPTIONS = { chains: ['evm'], walletConnect: false }

/** Table wallets: MetaMask (the directory lists the same stores), Backpack (none) and Nova (Android only). */
const WALLETS = [
  { id: 'metamask', name: 'MetaMask' },
  { id: 'backpack', name: 'Backpack' },
  { id: 'nova', name: 'Nova Wallet' },
] as const

/** The playground with OPTIONS, the modal open on All Wallets. */
async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.evaluate(
    (saved) => localStorage.setItem('walletport-playground:options', JSON.stringify(saved)),
    OPTIONS,
  )
  await page.reload()
  await waitForStatus(page, 'disconnected')
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).getByRole('searchbox').waitFor({ timeout: 20_000 })
}

/** Search → the wallet → its GetWallet view at rest: the install link's href, target and rel; then back to All Wallets. */
async function installLink(page: Page, name: string) {
  await dialog(page).getByRole('searchbox').fill(name)
  await dialog(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(`${name}$`) })
    .click()
  await dialog(page)
    .getByRole('heading', { name: `${name} is not installed` })
    .waitFor({ timeout: 20_000 })
  const link = dialog(page).getByRole('link', { name: `Install ${name}` })
  await link.waitFor({ timeout: 20_000 })
  const result = {
    href: await link.getAttribute('href'),
    target: await link.getAttribute('target'),
    rel: await link.getAttribute('rel'),
  }
  await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
  await dialog(page).getByRole('searchbox').waitFor({ timeout: 20_000 })
  return result
}

async function checkPhone(platform: PhonePlatform, url: string): Promise<void> {
  const browser = await launchChromium(PHONES[platform])
  try {
    const page = await browser.context.newPage()
    await openModal(page, url)
    for (const wallet of WALLETS) {
      const store = getMobileStoreLink(wallet.id, platform)
      expect(store).toMatch(/^https:\/\//)
      expect(await installLink(page, wallet.name)).toEqual({
        href: store,
        target: '_blank',
        rel: 'noopener noreferrer',
      })
    }
  } finally {
    await browser.close()
  }
}

describe("GetWallet: the wallet's store page for the visitor's platform (issue 35)", () => {
  e2eTest(
    'iPhone: each table wallet links its App Store page',
    current,
    async (session) => {
      await checkPhone('ios', session.url)
    },
    180_000,
  )

  e2eTest(
    'Android phone: each table wallet links its Play Store page',
    current,
    async (session) => {
      await checkPhone('android', session.url)
    },
    180_000,
  )

  e2eTest(
    'desktop: the extension page, else the homepage, as before',
    current,
    async (session) => {
      const page = await session.openFreshPage()
      await openModal(page, session.url)
      expect(await installLink(page, 'MetaMask')).toEqual({
        href: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
        target: '_blank',
        rel: 'noopener noreferrer',
      })
      expect((await installLink(page, 'Backpack')).href).toBe(
        'https://chromewebstore.google.com/detail/aflkmfhebedbjioipglgcbcmnbpgliof',
      )
      expect((await installLink(page, 'Nova Wallet')).href).toBe('https://novawallet.io')
    },
    180_000,
  )
})
