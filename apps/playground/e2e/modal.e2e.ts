import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import {
  chooseSiwx,
  connectButton,
  connectTestWallet,
  dialog,
  openWithOptions as openPlaygroundWith,
  testWalletEntry,
  waitForStatus,
} from './playgroundPage.js'
import { approveInWalletPage, copyPairingUri } from './walletConnectPage.js'

const current = e2eSessionForFile({ clipboard: true, startTimeoutMs: 90_000 })

describe('the modal off the happy path (issue 24), in chromium under a strict CSP', () => {
  e2eTest(
    'styled from the first paint under a CSP without unsafe-inline: no unstyled button, no blocked style',
    current,
    async () => {
      const page = await current().openFreshPage()
      // The style of the connect button in the first frame it is painted in.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const button = document.querySelector<HTMLElement>('.wp-button')
          if (!button) return
          observer.disconnect()
          requestAnimationFrame(() => {
            const style = getComputedStyle(button)
            Object.assign(window, {
              __firstPaintButton: { background: style.backgroundColor, radius: style.borderRadius },
            })
          })
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const response = await page.reload()
      const policy = (await response?.headerValue('content-security-policy')) ?? ''
      expect(policy).toContain("default-src 'self'")
      expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/)
      await waitForStatus(page, 'disconnected')
      const first = await page.waitForFunction(
        () => (window as unknown as { __firstPaintButton?: unknown }).__firstPaintButton,
      )
      const settled = await connectButton(page).evaluate((button) => {
        const style = getComputedStyle(button)
        return { background: style.backgroundColor, radius: style.borderRadius }
      })
      expect(await first.jsonValue()).toEqual(settled)
      // Not the browser's own button grey: the accent.
      expect(settled.background).not.toBe('rgb(239, 239, 239)')
      expect(await page.locator('style').count()).toBe(0)
      await connectButton(page).click()
      await dialog(page).waitFor()
      const width = await dialog(page).evaluate((element) => getComputedStyle(element).width)
      expect(width).toBe('360px')
    },
  )

  e2eTest(
    'broken path 2: Escape closes the modal after a view change (focus moves into each view)',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await dialog(page).getByRole('searchbox').waitFor()
      expect(await focusInDialog(page)).toBe(true)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
    },
  )

  for (const leave of ['Back', 'Close'] as const) {
    e2eTest(
      `broken path 3: leaving a connecting view cancels it (${leave})`,
      current,
      async () => {
        const page = await current().openFreshPage()
        await waitForStatus(page, 'disconnected')
        await connectButton(page).click()
        await openWalletFromAllWallets(page, 'MetaMask')
        await dialog(page).getByRole('img', { name: /QR/i }).waitFor()
        await dialog(page).getByRole('button', { name: leave, exact: true }).click()
        if (leave === 'Back') await dialog(page).getByRole('searchbox').waitFor()
        else await dialog(page).waitFor({ state: 'detached' })
        await connectButton(page).waitFor()
        expect(await page.getByRole('button', { name: /Connecting/ }).count()).toBe(0)
        // The next pairing gets a fresh link.
        if (leave === 'Close') await connectButton(page).click()
        const first = await pairingLink(page, leave === 'Close')
        await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
        const second = await pairingLink(page, false)
        expect(second).not.toBe(first)
      },
      90_000,
    )
  }

  e2eTest(
    'broken path 7: WalletConnect off, a wallet from All Wallets shows where to get it, never a pairing link',
    current,
    async () => {
      const page = await openWithOptions({ walletConnect: false })
      await connectButton(page).click()
      await openWalletFromAllWallets(page, 'MetaMask')
      await expectGetWallet(page, 'MetaMask', /^https:\/\/chromewebstore\.google\.com\//)
    },
  )

  e2eTest(
    'broken path 8: desktop Solana, Phantom not installed opens its install page in a new tab, the tab stays',
    current,
    async () => {
      const page = await openWithOptions({ chains: ['solana'] })
      const url = page.url()
      await connectButton(page).click()
      await openWalletFromAllWallets(page, 'Phantom')
      await expectGetWallet(page, 'Phantom', /^https:\/\/chromewebstore\.google\.com\//)
      expect(page.url()).toBe(url)
    },
  )

  e2eTest('broken path 5: disconnect from the Account view closes the modal', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    await disconnectFromAccountView(page)
    await dialog(page).waitFor({ state: 'detached' })
    await connectButton(page).waitFor()
  })

  e2eTest(
    'broken path 6: sign-in required with a stored session, disconnect and connect again: the modal closes',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await chooseSiwx(page, 'required')
      await connectTestWallet(page)
      await page.getByTestId('siwx-session').waitFor()
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Disconnect wallet' }).click()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await testWalletEntry(page).click()
      await waitForStatus(page, 'connected')
      await dialog(page).waitFor({ state: 'detached', timeout: 10_000 })
      await page.getByTestId('siwx-session').waitFor()
    },
  )

  e2eTest(
    'broken path 11: unsupported chain: the network button says so, no balance, no toast, no console error',
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await accountButton(page).locator('.wp-button-balance').waitFor()
      const rpcUrl = current().devnet.evm.nodes[0]!.rpcUrl
      await page.evaluate(
        (url) =>
          window.__walletportTestWallet!.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: '0x1e240', chainName: 'Elsewhere', rpcUrls: [url] }],
          }),
        rpcUrl,
      )
      await dialog(page).getByText('doesn’t support your current network').waitFor()
      await page.getByRole('button', { name: 'Switch Network', exact: true }).waitFor()
      expect(await page.getByRole('button', { name: /eip155:/ }).count()).toBe(0)
      expect(await accountButton(page).locator('.wp-button-balance').count()).toBe(0)
      await page.waitForTimeout(1_000)
      expect(await page.getByText('Token Balance Unavailable').count()).toBe(0)
      expect(current().consoleLines.filter((line) => /RpcUrlNotFound|\[error\]/.test(line))).toEqual([])
    },
  )

  e2eTest(
    'broken path 12: picking a Solana network while EVM is connected offers Solana wallets to connect',
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await page.getByRole('button', { name: 'EVM Local', exact: true }).click()
      await dialog(page)
        .getByRole('button', { name: /Solana Local/ })
        .click()
      await dialog(page).getByRole('heading', { name: 'Connect a Solana wallet' }).waitFor()
      const solanaWallet = dialog(page).getByRole('button', { name: /WalletPort Solana Test Wallet/ })
      await solanaWallet.waitFor()
      expect(await testWalletEntry(page).count()).toBe(0)
      await solanaWallet.click()
      await page.getByTestId('account-network').filter({ hasText: 'solana:localnet' }).waitFor()
      await waitForStatus(page, 'connected')
    },
  )

  e2eTest(
    'broken path 4: pair over WalletConnect, disconnect, WalletConnect again: a fresh pairing link',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await openWalletConnectView(page)
      const first = await copyPairingUri(page)
      const wallet = await approveInWalletPage(current(), first)
      try {
        await waitForStatus(page, 'connected')
        // The modal closes once the first namespace connected; the session's others connect in the background
        // and must leave the Account view opened next alone.
        await dialog(page).waitFor({ state: 'hidden' })
        await disconnectFromAccountView(page)
        await openWalletConnectView(page)
        expect(await copyPairingUri(page)).not.toBe(first)
      } finally {
        await wallet.close()
      }
    },
    90_000,
  )

  e2eTest(
    'broken path 16: a wallet on several chains offers a chain picker (one namespace, or all)',
    current,
    async () => {
      const page = await current().openFreshPage()
      // The devnet's EVM test wallet also announced under the Solana test wallet's name: one wallet on two chains.
      await page.addInitScript(() => {
        const announce = () => {
          const provider = window.__walletportTestWallet
          if (!provider) return
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', {
              detail: Object.freeze({
                info: {
                  uuid: '6f1c2a52-2f0e-4c3b-9d8e-multichain00',
                  name: 'WalletPort Solana Test Wallet',
                  icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
                  rdns: 'dev.walletport.multichain',
                },
                provider,
              }),
            }),
          )
        }
        window.addEventListener('eip6963:requestProvider', announce)
      })
      await page.reload()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page)
        .getByRole('button', { name: /WalletPort Solana Test Wallet/ })
        .click()
      const picker = dialog(page).getByRole('list', { name: 'Choose a network' })
      await picker.waitFor()
      expect(await picker.getByRole('button').allTextContents()).toEqual(['EVM', 'Solana', 'All networks'])
      await picker.getByRole('button', { name: 'All networks' }).click()
      await waitForStatus(page, 'connected')
      await page.getByTestId('account-network').filter({ hasText: 'eip155:31337' }).waitFor()
      await page.getByRole('button', { name: 'EVM Local', exact: true }).click()
      await dialog(page)
        .getByRole('button', { name: /Solana Local/ })
        .click()
      await page.getByTestId('account-network').filter({ hasText: 'solana:localnet' }).waitFor()
      await waitForStatus(page, 'connected')
    },
  )

  e2eTest(
    'broken path 1: All Wallets fits the modal, its search stays pinned and the height holds while searching',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      const grid = dialog(page).getByRole('list', { name: 'Wallets' })
      await grid.waitFor()
      const fits = await grid.evaluate((list) => {
        const modal = list.closest('[role="dialog"]')!.getBoundingClientRect()
        const box = list.getBoundingClientRect()
        return list.scrollWidth <= list.clientWidth + 1 && box.left >= modal.left && box.right <= modal.right
      })
      expect(fits).toBe(true)
      const height = async () => (await dialog(page).boundingBox())!.height
      const before = await height()
      await grid.evaluate((list) => {
        let scroller: Element | null = list
        while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement
        scroller?.scrollTo(0, scroller.scrollHeight)
      })
      const search = dialog(page).getByRole('searchbox')
      const inView = await search.evaluate((input) => {
        const modal = input.closest('[role="dialog"]')!.getBoundingClientRect()
        const box = input.getBoundingClientRect()
        return box.top >= modal.top && box.bottom <= modal.bottom
      })
      expect(inView).toBe(true)
      await search.fill('zzzz-no-wallet')
      await dialog(page).getByText('No wallet found').waitFor()
      expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(1)
    },
  )

  e2eTest('broken path 10: a 12 px border radius keeps sane corners', current, async () => {
    const page = await openWithOptions({ borderRadius: 12 })
    await connectButton(page).click()
    const radii = await dialog(page).evaluate((modal) => {
      const px = (element: Element | null) =>
        element ? Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) : 0
      return {
        modal: px(modal),
        row: px(modal.querySelector('.wp-list-item')),
        close: px(modal.querySelector('.wp-icon-button')),
      }
    })
    expect(radii.modal).toBeLessThanOrEqual(48)
    expect(radii.row).toBeLessThanOrEqual(32)
    expect(radii.close).toBeLessThanOrEqual(32)
  })

  e2eTest(
    'broken path 15: on a phone the connected button is one line and the network pill is not clipped',
    current,
    async () => {
      const page = await current().openFreshPage()
      await page.setViewportSize({ width: 390, height: 844 })
      try {
        await connectTestWallet(page)
        const button = accountButton(page)
        await button.waitFor()
        const oneLine = await button.evaluate((element) => {
          const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20
          return (
            element.getBoundingClientRect().height < lineHeight * 2 + 4 &&
            element.scrollWidth <= element.clientWidth + 1
          )
        })
        expect(oneLine).toBe(true)
        const pill = page.getByRole('button', { name: 'EVM Local', exact: true })
        expect(await pill.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
        const box = (await pill.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(390)
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 })
      }
    },
  )

  e2eTest(
    'broken path 14: a declined sign-in is said once and stays; a rejected WalletConnect proposal logs nothing',
    current,
    async () => {
      const page = await current().openFreshPage()
      await chooseSiwx(page, 'optional')
      await page.evaluate(() => window.__walletportTestWallet!.setBehavior('reject', 'personal_sign'))
      await connectTestWallet(page)
      // The modal and its toasts (the playground's own sign-in panel reports it too, as an app would).
      const modal = page.locator('.wp-root')
      await modal.getByText('Signature declined').first().waitFor()
      await page.waitForTimeout(3_000)
      expect(await modal.getByText('Signature declined').count()).toBe(1)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Disconnect wallet' }).click()
      await waitForStatus(page, 'disconnected')

      await chooseSiwx(page, 'off')
      await openWalletConnectView(page)
      const uri = await copyPairingUri(page)
      const wallet = await current().context.newPage()
      try {
        await wallet.goto(`${current().walletUrl}&uri=${encodeURIComponent(uri)}`)
        await wallet
          .getByRole('region', { name: 'Session proposal' })
          .getByRole('button', { name: 'Reject' })
          .click()
        await page.getByText('Connection declined').waitFor()
        expect(current().consoleLines.filter((line) => /level: ?50|\[error\]/.test(line))).toEqual([])
      } finally {
        await wallet.close()
      }
    },
    90_000,
  )

  e2eTest('keyboard: Tab cycles inside the dialog and Escape closes it, on every view', current, async () => {
    const page = await current().openFreshPage()
    await waitForStatus(page, 'disconnected')
    const views: [string, () => Promise<void>][] = [
      ['Connect', async () => {}],
      ['All Wallets', () => dialog(page).getByRole('button', { name: 'All Wallets' }).click()],
      [
        'WalletConnect',
        () =>
          dialog(page)
            .getByRole('button', { name: /^WalletConnect/ })
            .click(),
      ],
      ['What is a wallet?', () => dialog(page).getByRole('button', { name: 'Get started' }).click()],
    ]
    for (const [name, open] of views) {
      await connectButton(page).click()
      await dialog(page).waitFor()
      await open()
      await dialog(page).getByRole('heading', { level: 2, name }).waitFor()
      await expectTabCyclesAndEscapeCloses(page, name)
    }
    await connectTestWallet(page)
    const connectedViews: [string, () => Promise<void>][] = [
      ['Account', () => accountButton(page).click()],
      ['Select network', () => page.getByRole('button', { name: 'EVM Local', exact: true }).click()],
    ]
    for (const [name, open] of connectedViews) {
      await open()
      await dialog(page).getByRole('heading', { level: 2, name }).waitFor()
      await expectTabCyclesAndEscapeCloses(page, name)
    }
  })

  e2eTest(
    'broken path 13: no switch without something behind it, no screen that is not available',
    current,
    async () => {
      const page = await current().openFreshPage()
      const features = page.getByRole('group', { name: 'Features' })
      await features.waitFor()
      const offered = await features
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent?.trim()))
      // Every switch offered has an effect; connectOptions.e2e.ts checks these two in the modal.
      expect(offered).toEqual(expect.arrayContaining(['collapseWallets', 'legalCheckbox']))
      await connectTestWallet(page)
      await accountButton(page).click()
      await dialog(page).getByRole('heading', { level: 2, name: 'Account' }).waitFor()
      const actions = await dialog(page).getByRole('button').allTextContents()
      for (const action of ['Send', 'Receive']) {
        if (!actions.some((text) => text.trim() === action)) continue
        await dialog(page).getByRole('button', { name: action, exact: true }).click()
        await dialog(page).getByRole('heading', { level: 2 }).waitFor()
        await page.waitForTimeout(300)
        expect(await dialog(page).getByText('This screen is not available.').count()).toBe(0)
        await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      }
    },
  )

  e2eTest('broken path 17: a reload restores the Solana connection without a prompt', current, async () => {
    const page = await connectOnlyChain('solana', /WalletPort Solana Test Wallet/)
    const address = await page.getByTestId('account-address').textContent()
    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(address)
    expect(await dialog(page).count()).toBe(0)
  })

  e2eTest(
    'broken path 9: Bitcoin "Sign message" verifies in the page, which has no Node globals or polyfills',
    current,
    async () => {
      const page = await connectOnlyChain('bitcoin', /WalletPort Bitcoin Test Wallet/)
      expect(await page.evaluate(() => [typeof Buffer, typeof global, typeof process].join(' '))).toBe(
        'undefined undefined undefined',
      )
      await page.getByRole('textbox', { name: 'Message' }).fill('path 9 in chromium')
      await page.getByRole('button', { name: 'Sign message' }).click()
      await page.getByTestId('verified').filter({ hasText: 'verified: true' }).waitFor()
      const signature = await page.getByTestId('signature').textContent()
      expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
      expect(await page.getByTestId('verify-error').count()).toBe(0)
      expect(current().consoleLines.filter((line) => /\[(error|pageerror)\]/.test(line))).toEqual([])
    },
  )

  e2eTest(
    'broken path 17: a reload restores the Bitcoin connection without a prompt; after a disconnect it does not',
    current,
    async () => {
      const page = await connectOnlyChain('bitcoin', /WalletPort Bitcoin Test Wallet/)
      const address = await page.getByTestId('account-address').textContent()
      await page.reload()
      await waitForStatus(page, 'connected')
      expect(await page.getByTestId('account-address').textContent()).toBe(address)
      expect(await dialog(page).count()).toBe(0)
      expect(await page.evaluate(() => window.__walletportBitcoinWallet!.pendingCount)).toBe(0)

      await disconnectFromAccountView(page)
      await page.reload()
      await waitForStatus(page, 'disconnected')
      await page.waitForTimeout(500)
      expect(await page.getByTestId('connection-status').textContent()).toBe('disconnected')
      expect(await page.evaluate(() => window.__walletportBitcoinWallet!.isAuthorized)).toBe(false)
    },
  )
})

/** Connect button → WalletConnect, until its QR code shows. */
async function openWalletConnectView(page: Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  await dialog(page).locator('img.wp-qr-code').waitFor()
}

/** The connected button → Account view → Disconnect, until the page reads disconnected. */
async function disconnectFromAccountView(page: Page): Promise<void> {
  await accountButton(page).click()
  await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForStatus(page, 'disconnected')
}

/** A fresh playground with one chain on, connected from the modal to the wallet named `wallet`. */
async function connectOnlyChain(chain: string, wallet: RegExp): Promise<Page> {
  const page = await openWithOptions({ chains: [chain] })
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: wallet }).click()
  await waitForStatus(page, 'connected')
  return page
}

/** A fresh playground with these options (the panel keeps them in localStorage). */
const openWithOptions = (options: Record<string, unknown>) => openPlaygroundWith(current(), options)

/** The GetWallet view of `name`: its install link opens in a new tab, nothing waits on a pairing. */
async function expectGetWallet(page: Page, name: string, href: RegExp): Promise<void> {
  await dialog(page)
    .getByRole('heading', { name: `${name} is not installed` })
    .waitFor()
  const install = dialog(page).getByRole('link', { name: `Install ${name}` })
  expect(await install.getAttribute('href')).toMatch(href)
  expect(await install.getAttribute('target')).toBe('_blank')
  // A link that looks like a button is not underlined (broken path 15).
  expect(await install.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none')
  expect(
    await dialog(page)
      .getByText(/pairing link/)
      .count(),
  ).toBe(0)
}

async function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
  )
}

/** All Wallets → search → the wallet's tile. */
async function openWalletFromAllWallets(page: Page, name: string): Promise<void> {
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).getByRole('searchbox').fill(name)
  await dialog(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(`${name}$`) })
    .click()
}

/** Opens MetaMask through All Wallets (from Connect when `fromConnect`, else from All Wallets) and reads the wc: link. */
async function pairingLink(page: Page, fromConnect: boolean): Promise<string> {
  if (fromConnect) await openWalletFromAllWallets(page, 'MetaMask')
  else
    await dialog(page)
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /MetaMask$/ })
      .click()
  await dialog(page).getByRole('img', { name: /QR/i }).waitFor()
  return copyPairingUri(page)
}

/** The connect button once connected (it shows the shortened address). */
function accountButton(page: Page) {
  return page.locator('.wp-button[data-connected]').first()
}

/** 25 Tabs and 25 Shift+Tabs never leave the dialog; Escape then closes it. */
async function expectTabCyclesAndEscapeCloses(page: Page, view: string): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press(key)
      if (!(await focusInDialog(page))) throw new Error(`${key} ${press + 1} left the dialog on ${view}`)
    }
  }
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}
