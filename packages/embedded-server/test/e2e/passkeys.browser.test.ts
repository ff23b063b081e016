import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type EvmNode, getFreePort, type MailSink, startEvmNode, startMailSink } from '@walletport/devnet'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { readServerConfig } from '../../src/config/readServerConfig.js'
import { createFrameAssets } from '../../src/http/frameAssets.js'
import { createLogger } from '../../src/log/Logger.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from '../../src/startEmbeddedServer.js'
import { buildFrame, buildTestDapp } from './buildTestDapp.js'
import { launchProfile } from './launchProfile.js'
import { serveDirectory } from './serveDirectory.js'

jest.setTimeout(120_000)

const PASSPHRASE = 'passkey horse battery staple'
const artifacts = join(__dirname, '..', '..', '..', '..', 'test-artifacts')

/** Chromium's virtual authenticator: a platform passkey with user verification and, unless told, PRF. */
const authenticatorOptions = (hasPrf: boolean) => ({
  protocol: 'ctap2',
  ctap2Version: 'ctap2_1',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
  hasPrf,
})

async function addAuthenticator(session: CDPSession, hasPrf = true): Promise<string> {
  await session.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: authenticatorOptions(hasPrf) as never,
  })
  return authenticatorId
}

type DappWindow = {
  dapp: {
    client: {
      open(options?: { view: string }): void
      connect(options: { connectorId: string; namespace: string }): Promise<unknown>
      getState(): { chains: Record<string, { accountState: { address?: string; status: string } }> }
    }
    embedded: {
      auth(): Promise<{
        connectEmail(email: string): Promise<{ action: string }>
        connectDevice(): Promise<{ action: string }>
        connectOtp(otp: string): Promise<{ action: string }>
      }>
    }
  }
}

describe('a passkey as the recovery factor, added in the Devices view (virtual authenticator)', () => {
  let node: EvmNode
  let sink: MailSink
  let server: RunningEmbeddedServer
  let dapp: Awaited<ReturnType<typeof serveDirectory>>
  let dataDir: string
  let dappDir: string
  let frameDir: string
  let serverUrl: string
  let clockOffset = 0
  const profiles: Awaited<ReturnType<typeof launchProfile>>[] = []
  const consoleLines: string[] = []
  const email = `passkey-e2e-${Date.now()}@example.com`

  beforeAll(async () => {
    ;[node, sink, dappDir, frameDir] = await Promise.all([
      startEvmNode({ port: 0 }),
      startMailSink(),
      buildTestDapp(),
      buildFrame(),
    ])
    dapp = await serveDirectory(dappDir, { host: '127.0.0.1' })
    dataDir = mkdtempSync(join(tmpdir(), 'walletport-passkey-e2e-'))
    const port = await getFreePort()
    serverUrl = `http://localhost:${port}`
    server = await startEmbeddedServer({
      config: readServerConfig({
        PORT: String(port),
        WALLETPORT_PUBLIC_URL: serverUrl,
        WALLETPORT_ALLOWED_ORIGINS: dapp.url,
        WALLETPORT_DATA_DIR: dataDir,
        WALLETPORT_SMTP_URL: sink.smtpUrl,
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
    await Promise.all([sink?.stop(), dapp?.stop()])
    await node?.stop()
    for (const directory of [dataDir, dappDir, frameDir])
      if (directory) rmSync(directory, { recursive: true, force: true })
  })

  async function openProfile(): Promise<{ page: Page; context: BrowserContext }> {
    const profile = await launchProfile()
    profiles.push(profile)
    const page = await profile.context.newPage()
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`))
    return { page, context: profile.context }
  }
  async function goToDapp(page: Page, site: string) {
    await page.goto(
      `${site}/?frame=${encodeURIComponent(serverUrl)}&evm=${encodeURIComponent(node.rpcUrl)}&modal=1`,
    )
    await page.locator('#status', { hasText: 'ready' }).waitFor()
  }
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
  const frameOf = (page: Page) => page.frameLocator('iframe[title="WalletPort wallet"]')
  const openView = (page: Page, view: string) =>
    page.evaluate((name) => (window as unknown as DappWindow).dapp.client.open({ view: name }), view)
  const evmAddress = (page: Page) =>
    page.evaluate(
      () => (window as unknown as DappWindow).dapp.client.getState().chains.eip155?.accountState.address,
    )

  /** Email → (the mailed approval link on a new device) → the mailed code. */
  async function logIn(page: Page, context: BrowserContext) {
    // Past the server's 30 s cooldown between mails to one address.
    clockOffset += 31_000
    let after = Date.now()
    const started = await page.evaluate(
      async (address) => (await (window as unknown as DappWindow).dapp.embedded.auth()).connectEmail(address),
      email,
    )
    if (started.action === 'VERIFY_DEVICE') {
      const link = (await sink.waitForMail({ to: email, after })).link ?? ''
      after = Date.now()
      const approval = await context.newPage()
      await approval.goto(link)
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByText('Device approved').waitFor()
      await approval.close()
      expect(
        await page.evaluate(async () =>
          (await (window as unknown as DappWindow).dapp.embedded.auth()).connectDevice(),
        ),
      ).toEqual({ action: 'VERIFY_OTP' })
    }
    const { code } = await sink.waitForMail({ to: email, after })
    expect(
      await page.evaluate(
        async (otp) => (await (window as unknown as DappWindow).dapp.embedded.auth()).connectOtp(otp),
        code ?? '',
      ),
    ).toEqual({ action: 'CONNECT' })
  }
  /** Starts the embedded connection (the frame makes or recovers the wallet); awaited by the returned function. */
  async function startConnect(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as DappWindow & { connecting?: Promise<string> }
      w.connecting = w.dapp.client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' }).then(
        () => 'connected',
        (error: Error) => error.message,
      )
    })
    return () => page.evaluate(() => (window as unknown as { connecting: Promise<string> }).connecting)
  }

  let address: string | undefined

  it('adds a passkey in the Devices view (in the frame): refused on a stale login, refused without PRF, then added', async () => {
    const { page, context } = await openProfile()
    const session = await context.newCDPSession(page)
    await goToDapp(page, dapp.url)
    const withoutPrf = await addAuthenticator(session, false)
    await logIn(page, context)
    const connected = await startConnect(page)
    const frame = frameOf(page)
    await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
    await frame.getByPlaceholder('Repeat the passphrase').fill(PASSPHRASE)
    await frame.getByRole('button', { name: 'Continue' }).click()
    expect(await connected()).toBe('connected')
    address = await evmAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    clockOffset += 11 * 60_000
    await openView(page, 'Devices')
    const devices = dialog(page, 'Devices')
    await devices.getByRole('button', { name: 'Add a passkey' }).click()
    await devices
      .getByRole('alert')
      .getByText('Sign in again to add a passkey: it needs a login from the last 10 minutes')
      .waitFor()

    await logIn(page, context)
    await openView(page, 'Devices')
    await devices.getByRole('button', { name: 'Add a passkey' }).click()
    await frame.getByText('A passkey restores this wallet on a new device without your passphrase.').waitFor()
    await page.screenshot({ path: join(artifacts, 'view-frame-add-passkey.png') })
    await frame.getByRole('button', { name: 'Create passkey' }).click()
    await frame
      .getByRole('alert')
      .getByText(
        'This passkey cannot protect your wallet: its authenticator does not support the PRF extension. Use another passkey provider, or keep using your passphrase',
      )
      .waitFor()
    await page.screenshot({ path: join(artifacts, 'view-frame-passkey-without-prf.png') })
    await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: withoutPrf })
    await addAuthenticator(session)
    await frame.getByRole('button', { name: 'Create passkey' }).click()
    await devices.getByText(/^Passkey added /).waitFor()
    await devices.screenshot({ path: join(artifacts, 'view-devices-passkey.png') })
  })
})
