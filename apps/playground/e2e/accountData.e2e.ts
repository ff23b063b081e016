import type { Page } from 'playwright-core'
import { compareScreenshot } from './compareScreenshot.js'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { launchChromium } from './launchChromium.js'
import {
  connectTestWallet,
  connectWallet,
  dialog,
  openAccountView,
  openWithOptions,
} from './playgroundPage.js'

// What the Account view and its alerts show about the connected account (issue 31, "Shown but not true").

const current = e2eSessionForFile({ start: { polkadot: false }, startTimeoutMs: 240_000 })

/** The names in the Account view's token list, once it lists `expected` (the native coin first). */
async function tokenNames(page: Page, expected: readonly string[]): Promise<string[]> {
  const names = dialog(page).getByRole('list', { name: 'Tokens' }).locator('.wp-token-name')
  await names.nth(expected.length - 1).waitFor()
  await dialog(page)
    .getByRole('list', { name: 'Tokens' })
    .locator('.wp-token-quantity', { hasText: 'TST' })
    .waitFor()
  return names.allTextContents()
}

describe('the Account view and its alerts, in chromium', () => {
  e2eTest(
    "a switch to a network the app does not list is refused and the modal shows 'Network Not Found'",
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await page.getByRole('button', { name: 'Switch to a network not listed' }).click()
      await page
        .getByTestId('switch-result')
        .getByRole('alert')
        .filter({ hasText: 'Network not found' })
        .waitFor()
      await openAccountView(page)
      await dialog(page).getByRole('alert').filter({ hasText: 'Network Not Found' }).waitFor()
      expect(await page.getByTestId('account-network').textContent()).toBe('EVM Local (eip155:31337)')
      expect(await page.evaluate(() => window.__walletportTestWallet!.chainId)).toBe(31337)
    },
  )

  describe('tokens the wallet reports (EIP-7811 wallet_getAssets)', () => {
    const alpha = () => current().devnet.evm.uniswap.tokens[0]

    /** A fresh page whose test wallet answers wallet_getAssets as `assets` says, connected, on the Tokens tab. */
    async function connectedWith(assets: unknown): Promise<Page> {
      const page = await current().openFreshPage()
      await page.evaluate(
        (answer) => window.__walletportTestWallet!.setAssets(answer as never),
        assets as never,
      )
      await connectTestWallet(page)
      await openAccountView(page)
      return page
    }

    e2eTest('a wallet that answers: its tokens are listed after the app’s', current, async () => {
      const page = await connectedWith({ tokens: [current().devnet.evm.testToken, alpha().address] })
      expect(await tokenNames(page, ['Ether', 'Test Token', alpha().name])).toEqual([
        'Ether',
        'Test Token',
        alpha().name,
      ])
      await dialog(page).getByText(`1000 ${alpha().symbol}`).waitFor()
    })

    e2eTest('a wallet that does not answer it: the app’s tokens only', current, async () => {
      const page = await connectedWith(undefined)
      expect(await tokenNames(page, ['Ether', 'Test Token'])).toEqual(['Ether', 'Test Token'])
    })

    e2eTest(
      'a wallet that answers garbage: the app’s tokens, no crash, no error shown',
      current,
      async () => {
        const page = await connectedWith({
          answer: {
            '0x7a69': [{ type: 'erc20', address: alpha().address, balance: 'lots', metadata: null }],
          },
        })
        expect(await tokenNames(page, ['Ether', 'Test Token'])).toEqual(['Ether', 'Test Token'])
        expect(await dialog(page).getByRole('alert').count()).toBe(0)
        expect(current().consoleLines.some((line) => /wallet_getAssets/.test(line))).toBe(true)
      },
    )
  })

  describe('the NFTs tab', () => {
    /** The devnet's ERC-721 collection as the NFTs tab lists it, once it has. */
    async function nftCards(page: Page) {
      await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
      const cards = dialog(page).getByRole('list', { name: 'NFTs' }).getByRole('listitem')
      await cards.nth(current().devnet.evm.nfts.tokenIds.length - 1).waitFor()
      return cards
    }

    async function expectDevnetCollection(page: Page) {
      const cards = await nftCards(page)
      expect(await cards.count()).toBe(2)
      for (const index of [0, 1]) {
        const card = cards.nth(index)
        expect(await card.locator('.wp-nft-collection').textContent()).toBe('Uniswap V3 Positions NFT-V1')
        expect(await card.locator('.wp-nft-name').textContent()).toMatch(
          /^Uniswap - 0\.3% - (ALPHA\/BETA|BETA\/ALPHA) - /,
        )
        expect(await card.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
        await card
          .locator('img')
          .evaluate((image: HTMLImageElement) =>
            image.complete && image.naturalWidth > 0
              ? undefined
              : new Promise((resolve) => image.addEventListener('load', resolve)),
          )
      }
    }

    /**
     * The devnet's position images run SMIL animations (text moving along the card's border), which Playwright's
     * `animations: 'disabled'` does not stop: the screenshot is taken of the same images with those removed.
     */
    async function freezeNftImages(page: Page) {
      await dialog(page)
        .locator('img.wp-nft-image')
        .evaluateAll(async (images) => {
          for (const image of images as HTMLImageElement[]) {
            const comma = image.src.indexOf(',')
            const svg = atob(image.src.slice(comma + 1)).replace(
              /<animate\b[^>]*?(\/>|>[\s\S]*?<\/animate>)/g,
              '',
            )
            image.src = `${image.src.slice(0, comma)},${btoa(svg)}`
            await image.decode()
          }
        })
    }

    e2eTest(
      "lists the account's ERC-721 tokens: image, name and collection (light and dark)",
      current,
      async () => {
        for (const themeMode of ['light', 'dark'] as const) {
          const page = await openWithOptions(current(), { themeMode })
          await connectTestWallet(page)
          await openAccountView(page)
          await expectDevnetCollection(page)
          await freezeNftImages(page)
          compareScreenshot(
            `account-nfts.${themeMode}`,
            await dialog(page).screenshot({ animations: 'disabled' }),
          )
        }
      },
      120_000,
    )

    e2eTest(
      'on a phone: the same tokens, two to a row',
      current,
      async () => {
        const phone = await launchChromium({
          isMobile: true,
          hasTouch: true,
          viewport: { width: 390, height: 844 },
        })
        try {
          const page = await phone.context.newPage()
          page.on('console', (message) =>
            current().consoleLines.push(`[phone ${message.type()}] ${message.text()}`),
          )
          await page.goto(current().url)
          await connectTestWallet(page)
          await openAccountView(page)
          await expectDevnetCollection(page)
          const [first, second] = await Promise.all(
            [0, 1].map((index) => dialog(page).locator('.wp-nft').nth(index).boundingBox()),
          )
          expect(first?.y).toBe(second?.y)
          await freezeNftImages(page)
          compareScreenshot('account-nfts.phone', await dialog(page).screenshot({ animations: 'disabled' }))
          expect(phone.blocked).toEqual([])
        } finally {
          await phone.close()
        }
      },
      120_000,
    )

    e2eTest("a network with no NFT source says so instead of 'No NFTs' (Solana)", current, async () => {
      const page = await current().openFreshPage()
      await connectWallet(page, 'WalletPort Solana Test Wallet')
      await openAccountView(page)
      await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
      await dialog(page).getByRole('tabpanel').getByText('NFTs are not available on this network').waitFor()
      expect(await dialog(page).getByText('No NFTs on this network').count()).toBe(0)
    })

    e2eTest("an EVM account holding none is told 'No NFTs on this network'", current, async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await page.getByRole('button', { name: 'Switch to EVM Local 2' }).click()
      await page.getByTestId('account-network').filter({ hasText: 'eip155:31338' }).waitFor()
      await openAccountView(page)
      await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
      await dialog(page).getByRole('tabpanel').getByText('No NFTs on this network').waitFor()
    })
  })
})
