import { addInjectedWallet } from './addInjectedWallet.js'
import type { OutsideApp } from './createOutsideApp.js'
import { BUILD_TIMEOUT, describeOutsideApp, describeViteBuild, viteBuilt } from './describeOutsideApp.js'
import { hostsNamedIn } from './hostsNamedIn.js'
import { launchChromium } from './launchChromium.js'
import { readmeExampleApp } from './outsideApps.js'
import { serveDist } from './serveDist.js'

const wallet = {
  name: 'Outside Test Wallet',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
}

/** The README Example's page in chromium: connect through the modal, then every request it made, by host. */
async function connectAndRecord(app: OutsideApp): Promise<{ origin: string; requests: string[] }> {
  const server = await serveDist(await viteBuilt(app))
  const chromium = await launchChromium()
  try {
    const page = await chromium.context.newPage()
    await addInjectedWallet(page, wallet)
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(wallet.name) })
      .click()
    const shortened = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    const account = page.getByRole('button', { name: new RegExp(shortened) })
    await account.waitFor()
    // The account view asks for what a connected page shows (balance, name); its look-ups must have been made.
    await account.click()
    await page.getByRole('dialog').waitFor()
    await chromium.networkQuiet(2_000, 60_000)
    return { origin: new URL(server.url).host, requests: [...chromium.requests] }
  } finally {
    await chromium.close()
    await server.stop()
  }
}

describeOutsideApp("the README's Example as an outside Vite app on the tarballs", readmeExampleApp, (app) => {
  describeViteBuild("README's Example", app)

  it(
    'connects an injected EIP-6963 wallet through the modal, and the page asks no host the app did not name',
    async () => {
      const { origin, requests } = await connectAndRecord(app())
      const named = hostsNamedIn(app().dir)
      const foreign = requests.filter((url) => {
        const parsed = new URL(url)
        return (
          /^(https?|wss?):$/.test(parsed.protocol) && parsed.host !== origin && !named.has(parsed.hostname)
        )
      })
      expect({ named: [...named].sort(), foreign }).toEqual({ named: [...named].sort(), foreign: [] })
    },
    BUILD_TIMEOUT,
  )
})
