import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type EvmNode,
  type FarcasterDevnet,
  getFreePort,
  startEvmNode,
  startFarcasterDevnet,
} from '@walletport/devnet'
import jsQRModule from 'jsqr'
import type { Page } from 'playwright-core'
import { readServerConfig } from '../../src/config/readServerConfig.js'
import { createFrameAssets } from '../../src/http/frameAssets.js'
import { createLogger } from '../../src/log/Logger.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from '../../src/startEmbeddedServer.js'
import { browserTest } from './browserTest.js'
import { buildFrame, buildTestDapp } from './buildTestDapp.js'
import { launchProfile } from './launchProfile.js'
import { serveDirectory } from './serveDirectory.js'

jest.setTimeout(120_000)

// jsqr is CommonJS with a `default` export; under NodeNext the default import is the module object.
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null

const PASSPHRASE = 'farcaster horse battery staple'
const artifacts = join(__dirname, '..', '..', '..', '..', 'test-artifacts')

type DappWindow = {
  dapp: {
    client: {
      open(options?: { view: string }): void
      getState(): {
        chains: Record<string, { accountState: { address?: string; status: string; farcasterUrl?: string } }>
      }
      signMessage(options: { message: string; namespace: string }): Promise<string>
    }
  }
}

describe('Sign In With Farcaster through the QR, a second device, the device list and a removed device (browser)', () => {
  let node: EvmNode
  let farcaster: FarcasterDevnet
  let server: RunningEmbeddedServer
  let dapp: Awaited<ReturnType<typeof serveDirectory>>
  let dataDir: string
  let dappDir: string
  let frameDir: string
  let serverUrl: string
  let clockOffset = 0
  const profiles: Awaited<ReturnType<typeof launchProfile>>[] = []
  const consoleLines: string[] = []

  beforeAll(async () => {
    node = await startEvmNode({ port: 0 })
    ;[farcaster, dappDir, frameDir] = await Promise.all([
      startFarcasterDevnet({ rpcUrl: node.rpcUrl }),
      buildTestDapp(),
      buildFrame(),
    ])
    dapp = await serveDirectory(dappDir, { host: '127.0.0.1' })
    dataDir = mkdtempSync(join(tmpdir(), 'walletport-farcaster-e2e-'))
    const port = await getFreePort()
    serverUrl = `http://localhost:${port}`
    server = await startEmbeddedServer({
      config: readServerConfig({
        PORT: String(port),
        WALLETPORT_PUBLIC_URL: serverUrl,
        WALLETPORT_ALLOWED_ORIGINS: dapp.url,
        WALLETPORT_DATA_DIR: dataDir,
        WALLETPORT_FARCASTER_RELAY_URL: farcaster.relay.url,
        WALLETPORT_FARCASTER_RPC_URL: node.rpcUrl,
      }),
      logger: createLogger({ level: 'error', write: (line) => consoleLines.push(line) }),
      now: () => Date.now() + clockOffset,
      frameAssets: createFrameAssets(frameDir),
    })
    mkdirSync(artifacts, { recursive: true })
  }, 240_000)

  afterAll(async () => {
    if (process.env.WALLETPORT_E2E_CONSOLE) console.log(consoleLines.join('\n'))
    for (const profile of profiles) await profile.close()
    await server?.stop()
    await Promise.all([farcaster?.stop(), dapp?.stop()])
    await node?.stop()
    for (const directory of [dataDir, dappDir, frameDir])
      if (directory) rmSync(directory, { recursive: true, force: true })
  })

  async function openDapp(): Promise<Page> {
    const profile = await launchProfile()
    profiles.push(profile)
    const page = await profile.context.newPage()
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`))
    await page.goto(
      `${dapp.url}/?frame=${encodeURIComponent(serverUrl)}&evm=${encodeURIComponent(node.rpcUrl)}&modal=1`,
    )
    await page.locator('#status', { hasText: 'ready' }).waitFor()
    return page
  }
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
  const frameOf = (page: Page) => page.frameLocator('iframe[title="WalletPort wallet"]')
  const openView = (page: Page, view?: string) =>
    page.evaluate(
      (name) => (window as unknown as DappWindow).dapp.client.open(name ? { view: name } : undefined),
      view,
    )
  const evmAddress = (page: Page) =>
    page.evaluate(
      () => (window as unknown as DappWindow).dapp.client.getState().chains.eip155?.accountState.address,
    )
  const waitConnected = (page: Page) =>
    page.waitForFunction(
      () =>
        (window as unknown as DappWindow).dapp.client.getState().chains.eip155?.accountState.status ===
        'connected',
    )

  /** What a phone's camera does: reads the QR code the page shows. */
  async function scanQr(page: Page): Promise<string> {
    const src = await dialog(page, 'Sign in with Farcaster').locator('img.wp-qr-code').getAttribute('src')
    const size = 400
    const rgba = await page.evaluate(
      async ({ src, size }) => {
        const image = new Image()
        await new Promise((resolve, reject) => {
          image.onload = resolve
          image.onerror = () => reject(new Error('the QR image did not load'))
          image.src = src ?? ''
        })
        const canvas = document.createElement('canvas')
        canvas.width = size
        canvas.height = size
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d canvas')
        context.fillStyle = '#fff'
        context.fillRect(0, 0, size, size)
        context.drawImage(image, 20, 20, size - 40, size - 40)
        const { data } = context.getImageData(0, 0, size, size)
        let binary = ''
        for (let i = 0; i < data.length; i += 0x8000)
          binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
        return btoa(binary)
      },
      { src, size },
    )
    const decoded = jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), size, size)
    if (!decoded) throw new Error('the Farcaster QR code did not decode')
    return decoded.data
  }

  /** ConnectingFarcaster → scan → the user's Farcaster app signs. */
  async function signInWithFarcaster(page: Page, username: string, shot?: string) {
    await openView(page, 'ConnectingFarcaster')
    const view = dialog(page, 'Sign in with Farcaster')
    await view
      .getByText('Scan this QR code with your phone’s camera or the Farcaster app to sign in')
      .waitFor()
    if (shot) await view.screenshot({ path: join(artifacts, shot) })
    const url = await scanQr(page)
    expect(url.startsWith(`${farcaster.relay.url}/~/siwf?channelToken=`)).toBe(true)
    expect(new URL(url).searchParams.get('domain')).toBe(new URL(dapp.url).host)
    // An app drawing its own QR code reads the same URL from the account state.
    expect(await farcasterUrl(page)).toBe(url)
    await farcaster.client(username).signIn(url)
    await page.waitForFunction(
      () =>
        (window as unknown as DappWindow).dapp.client.getState().chains.eip155?.accountState.farcasterUrl ===
        undefined,
    )
  }

  const farcasterUrl = (page: Page) =>
    page.evaluate(
      () => (window as unknown as DappWindow).dapp.client.getState().chains.eip155?.accountState.farcasterUrl,
    )

  let first: Page
  let second: Page
  let address: string | undefined

  browserTest(
    'logs in through the QR code: the test Farcaster client signs, the wallet is made, the user name shows',
    async () => {
      first = await openDapp()
      await signInWithFarcaster(first, 'alice', 'view-connecting-farcaster.png')
      const frame = frameOf(first)
      await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
      await frame.getByPlaceholder('Repeat the passphrase').fill(PASSPHRASE)
      await frame.getByRole('button', { name: 'Continue' }).click()
      await dialog(first, 'Sign in with Farcaster').waitFor({ state: 'detached' })
      await waitConnected(first)
      address = await evmAddress(first)
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await openView(first)
      await dialog(first, 'Account').getByText('Signed in as @alice').waitFor()
    },
  )

  browserTest(
    'a second browser profile signs in as the same Farcaster user, recovers with the passphrase and gets the same address',
    async () => {
      second = await openDapp()
      await signInWithFarcaster(second, 'alice')
      const frame = frameOf(second)
      await frame.getByText('Restore your wallet').waitFor()
      await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
      await frame.getByRole('button', { name: 'Continue' }).click()
      await waitConnected(second)
      expect(await evmAddress(second)).toBe(address)
    },
  )

  browserTest(
    'the device list shows both devices; removing one needs a fresh login; the removed device cannot sign',
    async () => {
      try {
        await devicesAndRemoval()
      } catch (error) {
        await first
          ?.screenshot({ path: join(artifacts, 'e2e-farcaster-devices-first.png') })
          .catch(() => undefined)
        await second
          ?.screenshot({ path: join(artifacts, 'e2e-farcaster-devices-second.png') })
          .catch(() => undefined)
        throw error
      }
    },
  )

  async function devicesAndRemoval() {
    await dialog(first, 'Account').getByRole('button', { name: 'Devices' }).click()
    const devices = dialog(first, 'Devices')
    await devices.getByText('This device').waitFor()
    expect(await devices.getByRole('list', { name: 'Devices' }).getByRole('listitem').count()).toBe(2)
    await devices.screenshot({ path: join(artifacts, 'view-devices.png') })

    clockOffset += 11 * 60_000
    await devices.getByRole('button', { name: 'Remove' }).click()
    await devices
      .getByRole('alert')
      .getByText('Sign in again to remove a device: it needs a login from the last 10 minutes')
      .waitFor()
    expect(await devices.getByRole('list', { name: 'Devices' }).getByRole('listitem').count()).toBe(2)

    await signInWithFarcaster(first, 'alice')
    // Connecting closes the modal; Devices opens after that.
    await dialog(first, 'Sign in with Farcaster').waitFor({ state: 'detached' })
    await waitConnected(first)
    await openView(first, 'Devices')
    await dialog(first, 'Devices').getByRole('button', { name: 'Remove' }).click()
    await dialog(first, 'Devices').getByRole('button', { name: 'Remove' }).waitFor({ state: 'detached' })
    expect(
      await dialog(first, 'Devices').getByRole('list', { name: 'Devices' }).getByRole('listitem').count(),
    ).toBe(1)

    await second.evaluate(() => {
      const w = window as unknown as DappWindow & { signing?: Promise<string> }
      w.signing = w.dapp.client.signMessage({ message: 'from a removed device', namespace: 'eip155' }).then(
        () => 'signed',
        (error: Error) => error.message,
      )
    })
    const secondFrame = frameOf(second)
    await secondFrame.getByText('from a removed device').waitFor()
    await secondFrame.getByRole('button', { name: 'Approve' }).click()
    const refused = await second.evaluate(() => (window as unknown as { signing: Promise<string> }).signing)
    expect(refused).not.toBe('signed')
    expect(refused).toMatch(/sign in again/i)
  }
})
