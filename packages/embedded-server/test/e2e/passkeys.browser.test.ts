import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type EvmNode, getFreePort, type MailSink, startEvmNode, startMailSink } from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import { readServerConfig } from '../../src/config/readServerConfig.js'
import { createFrameAssets } from '../../src/http/frameAssets.js'
import { createLogger } from '../../src/log/Logger.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from '../../src/startEmbeddedServer.js'
import { browserTest } from './browserTest.js'
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

/** A passkey this browser holds for the frame's site, but for someone else: not one of the wallet's. */
function foreignPasskey() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    credentialId: randomBytes(16).toString('base64'),
    isResidentCredential: true,
    rpId: 'localhost',
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    userHandle: Buffer.from('someone else').toString('base64'),
    signCount: 0,
  }
}

type DappWindow = {
  dapp: {
    client: {
      open(options?: { view: string }): void
      connect(options: { connectorId: string; namespace: string; activate?: boolean }): Promise<unknown>
      getState(): { chains: Record<string, { accountState: { address?: string; status: string } }> }
      signMessage(options: { message: string; namespace: string }): Promise<string>
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

interface Device {
  page: Page
  context: BrowserContext
  session: CDPSession
}

const NEW_DEVICE = 'This device is new to your wallet: confirm with your passkey, or enter your passphrase.'

describe('passkeys in the browser (virtual authenticator): added in the Devices view, a new device restores with one, the popup where the page does not delegate WebAuthn', () => {
  let node: EvmNode
  let sink: MailSink
  let server: RunningEmbeddedServer
  /** Three dapp sites: the frame's storage is partitioned by the top-level site, so each is a new device. */
  let dapp: Awaited<ReturnType<typeof serveDirectory>>
  let otherSite: Awaited<ReturnType<typeof serveDirectory>>
  let noWebauthnSite: Awaited<ReturnType<typeof serveDirectory>>
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
    ;[dapp, otherSite, noWebauthnSite] = await Promise.all([
      serveDirectory(dappDir, { host: '127.0.0.1' }),
      serveDirectory(dappDir, { host: '127.0.0.2' }),
      // A page that keeps WebAuthn to itself: its iframes cannot be granted it, whatever their `allow` says.
      serveDirectory(dappDir, {
        host: '127.0.0.3',
        headers: { 'Permissions-Policy': 'publickey-credentials-get=(), publickey-credentials-create=()' },
      }),
    ])
    dataDir = mkdtempSync(join(tmpdir(), 'walletport-passkey-e2e-'))
    const port = await getFreePort()
    serverUrl = `http://localhost:${port}`
    server = await startEmbeddedServer({
      config: readServerConfig({
        PORT: String(port),
        WALLETPORT_PUBLIC_URL: serverUrl,
        WALLETPORT_ALLOWED_ORIGINS: [dapp.url, otherSite.url, noWebauthnSite.url].join(','),
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
    await Promise.all([sink?.stop(), dapp?.stop(), otherSite?.stop(), noWebauthnSite?.stop()])
    await node?.stop()
    for (const directory of [dataDir, dappDir, frameDir])
      if (directory) rmSync(directory, { recursive: true, force: true })
  })

  function record(page: Page, name: string) {
    page.on('console', (message) => consoleLines.push(`${name} ${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => consoleLines.push(`${name} pageerror: ${error.message}`))
  }
  async function openProfile(): Promise<Device & { close(): Promise<void> }> {
    const profile = await launchProfile()
    profiles.push(profile)
    const page = await profile.context.newPage()
    record(page, 'page')
    profile.context.on('page', (popup) => record(popup, 'popup'))
    return {
      page,
      context: profile.context,
      session: await profile.context.newCDPSession(page),
      async close() {
        profiles.splice(profiles.indexOf(profile), 1)
        await profile.close()
      },
    }
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
  const addressOf = (page: Page, namespace: 'eip155' | 'solana') =>
    page.evaluate(
      (chain) => (window as unknown as DappWindow).dapp.client.getState().chains[chain]?.accountState.address,
      namespace,
    )
  /** Both of the wallet's addresses, as the dapp sees them (Solana connected beside the EVM account). */
  async function addressesOf(page: Page) {
    await page.evaluate(() =>
      (window as unknown as DappWindow).dapp.client.connect({
        connectorId: 'walletport-embedded',
        namespace: 'solana',
        activate: false,
      }),
    )
    return { evm: await addressOf(page, 'eip155'), solana: await addressOf(page, 'solana') }
  }

  /** Email → (the mailed approval link on a new device) → the mailed code. Returns the first step's action. */
  async function logIn(page: Page, context: BrowserContext): Promise<string> {
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
    return started.action
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
  /**
   * Waits for the connection started by startConnect, or for the frame's step to show an error instead (the step
   * stays for another try, so the connection alone would wait for good).
   */
  async function settled(page: Page, connected: () => Promise<string>): Promise<string> {
    const alert = frameOf(page).getByRole('alert').filter({ hasText: /\S/ })
    return Promise.race([
      connected(),
      alert.waitFor({ timeout: 60_000 }).then(async () => `the frame says: ${await alert.textContent()}`),
    ])
  }
  /** A message signed in the frame (approved there) for one of the wallet's accounts. */
  async function signWith(page: Page, namespace: 'eip155' | 'solana', message: string): Promise<string> {
    await page.evaluate(
      ({ text, chain }) => {
        const w = window as unknown as DappWindow & { signing?: Promise<string> }
        w.signing = w.dapp.client.signMessage({ message: text, namespace: chain })
      },
      { text: message, chain: namespace },
    )
    const frame = frameOf(page)
    await frame.getByText(message).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    return page.evaluate(() => (window as unknown as { signing: Promise<string> }).signing)
  }
  /**
   * Presses a frame's passkey button, whose handler disables it at once. The frame is an out-of-process iframe
   * shown just before; on a loaded machine Chromium has routed the click to the page beneath (seen in a full test
   * run: no popup, the button still enabled). A click the frame never received is pressed again; one it received
   * is never repeated. The frame gets 10 s to disable its button: a loaded machine is slow to run its handler, and a
   * second press of a button disabled late would wait for it to be enabled again.
   */
  async function receivedWithin(button: Locator, ms: number): Promise<boolean> {
    for (const until = Date.now() + ms; Date.now() < until; ) {
      // A button gone from the frame was pressed and its step is over.
      if (await button.isDisabled({ timeout: 5_000 }).catch(() => true)) return true
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return false
  }
  async function pressFrameButton(button: Locator): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await button.click()
      if ((await receivedWithin(button, 10_000)) || attempt === 3) return
    }
  }
  /** Runs a step and keeps screenshots of the page (and any popup) when it fails. */
  async function withShots(name: string, pages: () => Page[], step: () => Promise<void>) {
    try {
      await step()
    } catch (error) {
      for (const [index, page] of pages().entries())
        await page.screenshot({ path: join(artifacts, `e2e-${name}-${index}.png`) }).catch(() => undefined)
      throw error
    }
  }

  /** The first device: the tab whose virtual authenticator holds the wallet's passkey. */
  let first: Device & { authenticatorId: string }
  let addresses: { evm?: string; solana?: string }

  browserTest(
    'adds a passkey in the Devices view (in the frame): refused on a stale login, refused without PRF, then added',
    async () => {
      const { page, context, session } = await openProfile()
      await goToDapp(page, dapp.url)
      const withoutPrf = await addAuthenticator(session, false)
      expect(await logIn(page, context)).toBe('VERIFY_DEVICE')
      const connected = await startConnect(page)
      const frame = frameOf(page)
      await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
      await frame.getByPlaceholder('Repeat the passphrase').fill(PASSPHRASE)
      await frame.getByRole('button', { name: 'Continue' }).click()
      expect(await connected()).toBe('connected')
      addresses = await addressesOf(page)
      expect(addresses.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

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
      await frame
        .getByText('A passkey restores this wallet on a new device without your passphrase.')
        .waitFor()
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
      const authenticatorId = await addAuthenticator(session)
      await frame.getByRole('button', { name: 'Create passkey' }).click()
      await devices.getByText(/^Passkey added /).waitFor()
      await devices.screenshot({ path: join(artifacts, 'view-devices-passkey.png') })
      first = { page, context, session, authenticatorId }
    },
  )

  browserTest(
    'a new device (the same browser on a second dapp site: a new storage partition) restores with the passkey: the same EVM and Solana addresses, and it signs',
    async () => {
      const { page, context } = first
      await withShots(
        'passkey-new-site',
        () => [page],
        async () => {
          await goToDapp(page, otherSite.url)
          expect(await logIn(page, context)).toBe('VERIFY_DEVICE')
          const connected = await startConnect(page)
          const frame = frameOf(page)
          await frame.getByText(NEW_DEVICE).waitFor()
          await page.screenshot({ path: join(artifacts, 'view-frame-restore-with-passkey.png') })

          await frame.getByRole('button', { name: 'Use passkey' }).click()
          expect(await settled(page, connected)).toBe('connected')
          expect(await addressesOf(page)).toEqual(addresses)
          const message = 'signed after a passkey recovery'
          expect(verifyMessage(message, await signWith(page, 'eip155', message))).toBe(addresses.evm)
          const signed = await signWith(page, 'solana', message)
          const signature = /^[0-9a-fA-F]{128}$/.test(signed)
            ? Buffer.from(signed, 'hex')
            : base58.decode(signed)
          expect(
            ed25519.verify(
              signature,
              new TextEncoder().encode(message),
              base58.decode(addresses.solana ?? ''),
            ),
          ).toBe(true)
        },
      )
    },
  )

  browserTest(
    'a fresh browser profile whose authenticator holds only other passkeys, then fails verification: clear errors each time, another try, then the passphrase restores the same addresses',
    async () => {
      const fresh = await openProfile()
      const { page, context, session } = fresh
      try {
        await withShots(
          'passkey-fresh-profile',
          () => [page],
          async () => {
            await goToDapp(page, dapp.url)
            const authenticatorId = await addAuthenticator(session)
            await session.send('WebAuthn.addCredential', { authenticatorId, credential: foreignPasskey() })
            expect(await logIn(page, context)).toBe('VERIFY_DEVICE')
            const connected = await startConnect(page)
            const frame = frameOf(page)
            await frame.getByText(NEW_DEVICE).waitFor()
            await frame.getByRole('button', { name: 'Use passkey' }).click()
            await frame
              .getByRole('alert')
              .getByText(
                'The passkey prompt was cancelled, timed out or found no passkey of this wallet: try again, or use your passphrase',
              )
              .waitFor()

            // The wallet's passkey copied over CDP: the same id and key, but Chromium's export carries no PRF secret,
            // so this copy answers without a PRF output (as a passkey synced to a provider without PRF would).
            const { credentials } = await first.session.send('WebAuthn.getCredentials', {
              authenticatorId: first.authenticatorId,
            })
            expect(credentials).toHaveLength(1)
            expect(Object.keys(credentials[0] ?? {})).not.toContain('prf')
            await session.send('WebAuthn.addCredential', {
              authenticatorId,
              credential: credentials[0] as never,
            })
            await frame.getByRole('button', { name: 'Use passkey' }).click()
            await frame
              .getByRole('alert')
              .getByText(
                'This passkey cannot open your wallet here: its authenticator gave no PRF output. Use your passphrase, or the passkey where you added it',
              )
              .waitFor()
            await page.screenshot({ path: join(artifacts, 'view-frame-passkey-without-prf-output.png') })
            // The user fails (or dismisses) verification: the browser reports the same NotAllowedError as for a
            // cancelled prompt. (Chromium's virtual authenticator stays refusing after this, so it comes last.)
            await session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
            await frame.getByRole('button', { name: 'Use passkey' }).click()
            await frame
              .getByRole('alert')
              .getByText(
                'The passkey prompt was cancelled, timed out or found no passkey of this wallet: try again, or use your passphrase',
              )
              .waitFor()

            await frame.getByRole('button', { name: 'Use passphrase' }).click()
            await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
            await frame.getByRole('button', { name: 'Continue' }).click()
            expect(await connected()).toBe('connected')
            expect(await addressesOf(page)).toEqual(addresses)
          },
        )
      } finally {
        await fresh.close()
      }
    },
  )

  browserTest(
    'a page that does not delegate WebAuthn to its iframe: the frame uses a popup on its own origin — closing it is a clear error, and a passkey is added through it',
    async () => {
      const { page, context } = first
      let popup: Page | undefined
      await withShots(
        'passkey-popup',
        () => [page, ...(popup ? [popup] : [])],
        async () => {
          await goToDapp(page, noWebauthnSite.url)
          expect(await logIn(page, context)).toBe('VERIFY_DEVICE')
          const connected = await startConnect(page)
          const frame = frameOf(page)
          await frame.getByText(NEW_DEVICE).waitFor()

          let opened = context.waitForEvent('page')
          await pressFrameButton(frame.getByRole('button', { name: 'Use passkey' }))
          popup = await opened
          expect(new URL(popup.url()).origin).toBe(serverUrl)
          await popup.getByText('Confirm with your passkey to restore your wallet on this device.').waitFor()
          await popup.screenshot({ path: join(artifacts, 'view-passkey-popup-restore.png') })
          await popup.close()
          await frame.getByRole('alert').getByText('The passkey window was closed: try again').waitFor()
          await frame.getByRole('button', { name: 'Use passphrase' }).click()
          await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
          await frame.getByRole('button', { name: 'Continue' }).click()
          expect(await connected()).toBe('connected')
          expect(await addressesOf(page)).toEqual(addresses)

          await openView(page, 'Devices')
          const devices = dialog(page, 'Devices')
          await devices.getByText(/^Passkey added /).waitFor()
          await devices.getByRole('button', { name: 'Add a passkey' }).click()
          opened = context.waitForEvent('page')
          await pressFrameButton(frame.getByRole('button', { name: 'Create passkey' }))
          popup = await opened
          // The popup is a window of its own: the tab's virtual authenticator does not reach it, so it gets one.
          await addAuthenticator(await context.newCDPSession(popup))
          await popup.getByText('Create a passkey for your wallet.', { exact: false }).waitFor()
          await popup.screenshot({ path: join(artifacts, 'view-passkey-popup-add.png') })
          const closed = popup.waitForEvent('close')
          await popup.getByRole('button', { name: 'Continue' }).click()
          await closed
          await devices
            .getByText(/^Passkey added /)
            .nth(1)
            .waitFor()
          expect(await devices.getByText(/^Passkey added /).count()).toBe(2)
        },
      )
    },
  )

  browserTest(
    'removes a passkey in the Devices view after a confirmation, refused on a stale login; the other passkey stays',
    async () => {
      const { page, context } = first
      await withShots(
        'passkey-remove',
        () => [page],
        async () => {
          const devices = dialog(page, 'Devices')
          const passkeys = devices.getByText(/^Passkey added /)
          // A stale login; an hour also clears the cap of 5 code mails per address and hour for the next login.
          clockOffset += 61 * 60_000
          await devices
            .getByRole('button', { name: /^Remove the passkey added / })
            .first()
            .click()
          await devices
            .getByText('This passkey will no longer restore your wallet. Your passphrase still will.')
            .waitFor()
          await devices.screenshot({ path: join(artifacts, 'view-devices-remove-passkey.png') })
          await devices.getByRole('button', { name: 'Remove passkey' }).click()
          await devices
            .getByRole('alert')
            .getByText('Sign in again to remove a passkey: it needs a login from the last 10 minutes')
            .waitFor()
          expect(await passkeys.count()).toBe(2)

          await logIn(page, context)
          await openView(page, 'Devices')
          await devices
            .getByRole('button', { name: /^Remove the passkey added / })
            .first()
            .click()
          await devices.getByRole('button', { name: 'Remove passkey' }).click()
          await devices.getByRole('button', { name: 'Remove passkey' }).waitFor({ state: 'detached' })
          expect(await passkeys.count()).toBe(1)
        },
      )
    },
  )
})
