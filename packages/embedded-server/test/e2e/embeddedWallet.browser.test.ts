import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import {
  type EvmNode,
  getFreePort,
  type MailSink,
  type SocialProviders,
  startEvmNode,
  startMailSink,
  startSocialProviders,
} from '@walletport/devnet'
import { deriveAccounts, openWithPassphrase, type PassphraseKdf } from '@walletport/embedded-frame/wallet'
import { JsonRpcProvider, verifyMessage } from 'ethers'
import type { BrowserContext, Page } from 'playwright-core'
import { readServerConfig } from '../../src/config/readServerConfig.js'
import { deriveServerKeys } from '../../src/crypto/deriveServerKeys.js'
import { openAtRest } from '../../src/crypto/sealAtRest.js'
import { createFrameAssets } from '../../src/http/frameAssets.js'
import { createLogger } from '../../src/log/Logger.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from '../../src/startEmbeddedServer.js'
import { browserTest } from './browserTest.js'
import { buildFrame, buildTestDapp } from './buildTestDapp.js'
import { describeSocialLogin } from './describeSocialLogin.js'
import { launchProfile } from './launchProfile.js'
import { serveDirectory } from './serveDirectory.js'

jest.setTimeout(120_000)

const PASSPHRASE = 'correct horse battery staple'
const EMAIL = `e2e-${Date.now()}@example.com`

describe('embedded wallet in the browser (server, frame, dapp side, real chain)', () => {
  let sink: MailSink
  let evm: EvmNode
  let social: SocialProviders
  let server: RunningEmbeddedServer
  let serverUrl: string
  let dataDir: string
  let dappDir: string
  let frameDir: string
  let dapp: Awaited<ReturnType<typeof serveDirectory>>
  let attacker: Awaited<ReturnType<typeof serveDirectory>>
  let profile: Awaited<ReturnType<typeof launchProfile>>
  let page: Page
  let clockOffset = 0
  const logs: string[] = []
  const httpBodies: string[] = []
  const consoleLines: string[] = []
  const secrets: string[] = []
  let addresses: { eip155: string; solana: string }

  beforeAll(async () => {
    ;[sink, evm, dappDir, frameDir] = await Promise.all([
      startMailSink(),
      startEvmNode({ port: 0 }),
      buildTestDapp(),
      buildFrame(),
    ])
    dapp = await serveDirectory(dappDir, { host: '127.0.0.1' })
    attacker = await serveDirectory(dappDir, {
      host: '[::1]',
      pages: {
        '/attacker.html': `<!doctype html><script>
          window.attempt = (walletOrigin) => new Promise((resolve) => {
            const channel = new MessageChannel()
            let answered = false
            channel.port1.onmessage = () => { answered = true }
            const target = parent.frames[0]
            target.postMessage({ type: '@walletport-app/INIT', payload: { version: 4 } }, '*', [channel.port2])
            parent.postMessage({ type: '@walletport-frame/READY', payload: { version: 4 } }, '*')
            parent.postMessage({ id: '00000000-0000-4000-8000-000000000000', type: '@walletport-frame/GET_USER_SUCCESS', payload: {} }, '*')
            setTimeout(() => resolve(answered), 1500)
          })
        </script>`,
      },
    })
    dataDir = mkdtempSync(join(tmpdir(), 'walletport-embedded-e2e-'))
    const port = await getFreePort()
    serverUrl = `http://localhost:${port}`
    social = await startSocialProviders({ walletServerUrls: [serverUrl] })
    server = await startEmbeddedServer({
      config: readServerConfig({
        PORT: String(port),
        WALLETPORT_PUBLIC_URL: serverUrl,
        WALLETPORT_ALLOWED_ORIGINS: dapp.url,
        WALLETPORT_DATA_DIR: dataDir,
        WALLETPORT_SMTP_URL: sink.smtpUrl,
        ...social.serverEnvironment(),
      }),
      logger: createLogger({ level: 'debug', write: (line) => logs.push(line) }),
      now: () => Date.now() + clockOffset,
      frameAssets: createFrameAssets(frameDir),
    })
    profile = await launchProfile()
  }, 240_000)

  afterAll(async () => {
    if (process.env.WALLETPORT_E2E_CONSOLE) console.log([...consoleLines, ...logs].join('\n'))
    await profile?.close()
    await server?.stop()
    await Promise.all([sink?.stop(), evm?.stop(), dapp?.stop(), attacker?.stop(), social?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(dappDir, { recursive: true, force: true })
    rmSync(frameDir, { recursive: true, force: true })
  })

  function recordBodies(context: BrowserContext) {
    context.on('request', (request) => {
      const body = request.postData()
      if (body) httpBodies.push(body)
    })
    context.on('response', async (response) => {
      if (!response.url().includes('/v1/')) return
      httpBodies.push(await response.text().catch(() => ''))
    })
  }

  async function openDapp(
    context: BrowserContext,
    origin = dapp.url,
    frameUrl = serverUrl,
    extra = '',
  ): Promise<Page> {
    const opened = await context.newPage()
    opened.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
    opened.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`))
    await opened.goto(
      `${origin}/?frame=${encodeURIComponent(frameUrl)}&evm=${encodeURIComponent(evm.rpcUrl)}${extra}`,
    )
    await opened.locator('#status', { hasText: 'ready' }).waitFor()
    return opened
  }

  const frameOf = (target: Page) => target.frameLocator('iframe[title="WalletPort wallet"]')

  /** Runs `script` in the page without awaiting it there; the returned handle awaits it later. */
  async function start(target: Page, script: string): Promise<() => Promise<unknown>> {
    const key = `pending${Math.random().toString(36).slice(2)}`
    await target.evaluate(
      ([name, body]) => {
        const run = new Function('dapp', `return (async () => { ${body} })()`)
        const w = window as unknown as Record<string, unknown>
        w[name as string] = run(w.dapp).then(
          (value: unknown) => ({ ok: true, value }),
          (error: Error) => ({ ok: false, name: error?.name, message: error?.message }),
        )
      },
      [key, script],
    )
    return () =>
      target.evaluate((name) => (window as unknown as Record<string, unknown>)[name as string], key)
  }

  async function run(
    target: Page,
    script: string,
  ): Promise<{ ok: boolean; value?: unknown; message?: string }> {
    return (await (
      await start(target, script)
    )()) as { ok: boolean; value?: unknown; message?: string }
  }

  /** Email → (device approval through the mailed link) → mailed code → CONNECT. */
  async function logIn(target: Page, context: BrowserContext, email = EMAIL) {
    let after = Date.now()
    const started = await run(
      target,
      `return (await dapp.embedded.auth()).connectEmail(${JSON.stringify(email)})`,
    )
    expect(started).toMatchObject({ ok: true })
    if ((started.value as { action: string }).action === 'VERIFY_DEVICE') {
      const link = (await sink.waitForMail({ to: email, after })).link ?? ''
      after = Date.now()
      const approval = await context.newPage()
      await approval.goto(link)
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByText('Device approved').waitFor()
      await approval.close()
      const waited = await run(target, 'return (await dapp.embedded.auth()).connectDevice()')
      expect(waited.value).toEqual({ action: 'VERIFY_OTP' })
    }
    const { code } = await sink.waitForMail({ to: email, after })
    const connected = await run(
      target,
      `return (await dapp.embedded.auth()).connectOtp(${JSON.stringify(code)})`,
    )
    expect(connected.value).toEqual({ action: 'CONNECT' })
    return (started.value as { action: string }).action
  }

  /** The device shares this page's frame keeps, unwrapped inside the frame with its own non-extractable key. */
  async function deviceSharesOf(target: Page): Promise<Uint8Array[]> {
    const frame = target.frames().find((candidate) => candidate.url().startsWith(`${serverUrl}/frame`))
    if (!frame) throw new Error('no wallet frame in the page')
    const shares = await frame.evaluate(async () => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('@walletport-wallet/frame', 1)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const read = <T>(operation: (store: IDBObjectStore) => IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          const request = operation(database.transaction('keyval').objectStore('keyval'))
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const keys = (await read((store) => store.getAllKeys())) as string[]
      const wrapKey = (await read((store) => store.get('@walletport-wallet/wrap-key'))) as CryptoKey
      const prefix = '@walletport-wallet/device-share/'
      const found: number[][] = []
      for (const key of keys.filter((name) => name.startsWith(prefix))) {
        const wrapped = (await read((store) => store.get(key))) as { iv: Uint8Array; ciphertext: Uint8Array }
        const additionalData = new TextEncoder().encode(
          `walletport-device-share v1|${key.slice(prefix.length)}`,
        )
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: wrapped.iv as BufferSource, additionalData },
          wrapKey,
          wrapped.ciphertext as BufferSource,
        )
        found.push([...new Uint8Array(plain)])
      }
      return found
    })
    return shares.map((share) => Uint8Array.from(share))
  }

  const address = (target: Page, namespace: string) =>
    target.evaluate((ns) => {
      const { client } = (
        window as unknown as {
          dapp: { client: { getState(): { chains: Record<string, { accountState: { address?: string } }> } } }
        }
      ).dapp
      return client.getState().chains[ns]?.accountState.address
    }, namespace)

  browserTest(
    'signs up: email, device approval, code, new passphrase in the frame; the address shows',
    async () => {
      recordBodies(profile.context)
      page = await openDapp(profile.context)
      await logIn(page, profile.context)
      const connecting = await start(
        page,
        "await dapp.client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' })",
      )
      const frame = frameOf(page)
      await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
      await frame.getByPlaceholder('Repeat the passphrase').fill(PASSPHRASE)
      await screenshot(page, 'frame-new-passphrase')
      await frame.getByRole('button', { name: 'Continue' }).click()
      expect(await connecting()).toEqual({ ok: true })
      const evmAddress = await address(page, 'eip155')
      expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(
        await page
          .locator('iframe[title="WalletPort wallet"]')
          .evaluate((node) => getComputedStyle(node).display),
      ).toBe('none')
      addresses = { eip155: evmAddress ?? '', solana: '' }
    },
  )

  browserTest('personal_sign is approved in the frame and verifies with ethers', async () => {
    const signing = await start(
      page,
      "return dapp.client.signMessage({ message: 'hello from e2e', namespace: 'eip155' })",
    )
    const frame = frameOf(page)
    await frame.getByText('hello from e2e').waitFor()
    await screenshot(page, 'frame-confirm-message')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = (await signing()) as { ok: boolean; value: string }
    expect(signed).toEqual({ ok: true, value: expect.any(String) })
    expect(verifyMessage('hello from e2e', signed.value)).toBe(addresses.eip155)
  })

  browserTest('a transaction approved in the frame is mined on the local EVM node', async () => {
    const node = new JsonRpcProvider(evm.rpcUrl)
    await node.send('anvil_setBalance', [addresses.eip155, '0xDE0B6B3A7640000'])
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const sending = await start(
      page,
      `const sent = await dapp.client.sendTransaction({ to: '${recipient}', value: 1000000000000000n, namespace: 'eip155' }); return sent.hash`,
    )
    const frame = frameOf(page)
    await frame.getByText('Send transaction').waitFor()
    await screenshot(page, 'frame-confirm-transaction')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const sent = (await sending()) as { ok: boolean; value: string; message?: string }
    expect(sent).toMatchObject({ ok: true })
    const receipt = await node.waitForTransaction(sent.value, 1, 20_000)
    expect(receipt?.status).toBe(1)
    expect(await node.getBalance(recipient)).toBe(10n ** 15n)
  })

  browserTest('a Solana message is signed in the frame and verifies with ed25519', async () => {
    expect(
      (
        await run(
          page,
          "await dapp.client.connect({ connectorId: 'walletport-embedded', namespace: 'solana', activate: false })",
        )
      ).ok,
    ).toBe(true)
    addresses.solana = (await address(page, 'solana')) ?? ''
    expect(addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const signing = await start(
      page,
      "return dapp.client.signMessage({ message: 'solana hello', namespace: 'solana' })",
    )
    await frameOf(page).getByRole('button', { name: 'Approve' }).click()
    const signed = (await signing()) as { ok: boolean; value: string }
    expect(signed).toEqual({ ok: true, value: expect.any(String) })
    const signature =
      /^[0-9a-fA-F]+$/.test(signed.value) && signed.value.length === 128
        ? Uint8Array.from(Buffer.from(signed.value, 'hex'))
        : base58.decode(signed.value)
    expect(
      ed25519.verify(signature, new TextEncoder().encode('solana hello'), base58.decode(addresses.solana)),
    ).toBe(true)
  })

  browserTest(
    "refuses a disallowed RPC before the frame sees it, and shows 'Action not allowed' 300 ms later",
    async () => {
      const refused = await run(
        page,
        "const provider = dapp.client.getProvider('eip155'); return provider.request({ method: 'eth_sign', params: [] })",
      )
      expect(refused).toMatchObject({ ok: false, message: 'Requested RPC call is not allowed' })
      await page.waitForFunction(() =>
        (
          window as unknown as {
            dapp: { client: { getState(): { modal: { toasts: { message: string }[] } } } }
          }
        ).dapp.client
          .getState()
          .modal.toasts.some((toast) => toast.message === 'Action not allowed'),
      )
    },
  )

  browserTest('reload restores the session without a new code', async () => {
    const mails = sink.messages(EMAIL).length
    await page.reload()
    await page.locator('#status', { hasText: 'ready' }).waitFor()
    await page.waitForFunction(() => {
      const state = (
        window as unknown as {
          dapp: { client: { getState(): { chains: Record<string, { accountState: { status: string } }> } } }
        }
      ).dapp.client.getState()
      return state.chains.eip155?.accountState.status === 'connected'
    })
    expect(await address(page, 'eip155')).toBe(addresses.eip155)
    expect(sink.messages(EMAIL)).toHaveLength(mails)
    // Back on the network the user left (the app's local chain), not on mainnet flagged unsupported (issue 35).
    expect(
      await page.evaluate(() => {
        const { chains, modal } = (
          window as unknown as {
            dapp: {
              client: {
                getState(): {
                  chains: Record<
                    string,
                    { networkState: { caipNetwork?: { caipNetworkId: string }; unsupported?: boolean } }
                  >
                  modal: { open: boolean; view: string }
                }
              }
            }
          }
        ).dapp.client.getState()
        const { networkState } = chains.eip155 ?? { networkState: {} }
        return {
          network: networkState.caipNetwork?.caipNetworkId,
          unsupported: networkState.unsupported === true,
          switchNetworkOpen: modal.open && modal.view === 'UnsupportedChain',
        }
      }),
    ).toEqual({ network: 'eip155:31337', unsupported: false, switchNetworkOpen: false })
  })

  browserTest('a wrong code, an expired code and the cooldown give their messages', async () => {
    const other = `e2e-codes-${Date.now()}@example.com`
    // A profile of its own: its sign-out would otherwise be followed by the main page (a tab of the same app).
    const isolated = await launchProfile()
    const codes = await openDapp(isolated.context)
    await logIn(codes, isolated.context, other)
    await run(codes, 'await (await dapp.embedded.auth()).signOut()')
    const after = Date.now()
    clockOffset += 31_000
    await codes.evaluate(() => localStorage.removeItem('@walletport/last-email-login-time'))
    expect((await run(codes, `return (await dapp.embedded.auth()).connectEmail('${other}')`)).value).toEqual({
      action: 'VERIFY_OTP',
    })
    const { code } = await sink.waitForMail({ to: other, after })
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await run(codes, `return (await dapp.embedded.auth()).connectOtp('${wrong}')`)).toMatchObject({
      ok: false,
      message: 'Invalid code: 4 tries left',
    })
    expect(await run(codes, `return (await dapp.embedded.auth()).connectEmail('${other}')`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Please try again after \d+ seconds$/),
    })
    clockOffset += 10 * 60_000
    expect(await run(codes, `return (await dapp.embedded.auth()).connectOtp('${code}')`)).toMatchObject({
      ok: false,
      message: 'The code has expired: request a new one',
    })
    await codes.close()
    await isolated.close()
  })

  browserTest('a frame that never loads fails with the load-failed alert after 20 s', async () => {
    const dead = await getFreePort()
    // A profile of its own: at start this page drops the auth connector its dead frame cannot restore, which the
    // main page (a tab of the same app) would follow as a disconnect.
    const brokenProfile = await launchProfile()
    const broken = await openDapp(brokenProfile.context, dapp.url, `http://localhost:${dead}`)
    await broken.evaluate(() => localStorage.removeItem('@walletport/last-email-login-time'))
    const started = Date.now()
    expect(
      await run(broken, "return (await dapp.embedded.auth()).connectEmail('x@example.com')"),
    ).toMatchObject({
      ok: false,
      message: 'Unable to load email login dependency',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(19_500)
    const alert = await broken.evaluate(
      () =>
        (
          window as unknown as {
            dapp: { client: { getState(): { modal: { alert?: { message: string } } } } }
          }
        ).dapp.client.getState().modal.alert,
    )
    expect(alert).toMatchObject({ message: 'Unable to load email login dependency', variant: 'error' })
    await broken.close()
    await brokenProfile.close()
  })

  browserTest(
    'a page on a non-allowed origin cannot frame the wallet, and messages posted by another origin are ignored',
    async () => {
      const blocked = await openDapp(profile.context, attacker.url)
      const started = await start(
        blocked,
        "return (await dapp.embedded.auth()).connectEmail('y@example.com')",
      )
      await blocked.waitForTimeout(3_000)
      const frameResponse = await blocked.evaluate(async (url) => {
        const frame = document.querySelector('iframe[title="WalletPort wallet"]') as HTMLIFrameElement | null
        return { present: frame !== null, src: frame?.src, url }
      }, serverUrl)
      expect(frameResponse.present).toBe(true)
      // The browser refused to render it (frame-ancestors): the wallet never announced itself.
      expect(
        await blocked.evaluate(
          () => (window as unknown as { dapp: { received: unknown[] } }).dapp.received.length,
        ),
      ).toBe(0)
      await blocked.close()
      void started

      // An allowed page whose other frame (another origin) posts INIT to the wallet and fake answers to the page.
      const host = await openDapp(profile.context)
      expect((await run(host, 'return (await dapp.embedded.auth()).getChainId()')).ok).toBe(true)
      await run(host, 'await (await dapp.embedded.auth()).isConnected()')
      await host.evaluate((src) => {
        const other = document.createElement('iframe')
        other.src = src
        other.id = 'attacker'
        document.body.appendChild(other)
        return new Promise((resolve) => other.addEventListener('load', resolve))
      }, `${attacker.url}/attacker.html`)
      const attackerFrame = host.frames().find((frame) => frame.url().includes('attacker.html'))
      const answered = await attackerFrame?.evaluate(() =>
        (window as unknown as { attempt(o: string): Promise<boolean> }).attempt(''),
      )
      expect(answered).toBe(false)
      expect(await run(host, 'return (await dapp.embedded.auth()).isConnected()')).toMatchObject({ ok: true })
      await host.close()
    },
  )

  browserTest(
    'a new browser profile is asked for device verification and the passphrase, then gets the same addresses',
    async () => {
      const second = await launchProfile()
      try {
        recordBodies(second.context)
        const fresh = await openDapp(second.context)
        clockOffset += 31_000
        await fresh.evaluate(() => localStorage.removeItem('@walletport/last-email-login-time'))
        expect(await logIn(fresh, second.context)).toBe('VERIFY_DEVICE')
        const connecting = await start(
          fresh,
          "await dapp.client.connect({ connectorId: 'walletport-embedded', namespace: 'eip155' })",
        )
        const frame = frameOf(fresh)
        await frame.getByText('Restore your wallet').waitFor()
        await frame.getByPlaceholder('Passphrase', { exact: true }).fill('not the passphrase')
        await frame.getByRole('button', { name: 'Continue' }).click()
        await frame.getByText('Wrong passphrase: try again').waitFor()
        await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
        await frame.getByRole('button', { name: 'Continue' }).click()
        expect(await connecting()).toEqual({ ok: true })
        expect(await address(fresh, 'eip155')).toBe(addresses.eip155)
        expect(
          (
            await run(
              fresh,
              "await dapp.client.connect({ connectorId: 'walletport-embedded', namespace: 'solana', activate: false })",
            )
          ).ok,
        ).toBe(true)
        expect(await address(fresh, 'solana')).toBe(addresses.solana)
        const shares = await deviceSharesOf(fresh)
        expect(shares).toHaveLength(1)
        for (const share of shares) secrets.push(...encodings(share))
      } finally {
        await second.close()
      }
    },
  )

  browserTest('exports the phrase inside the frame; it restores the same addresses', async () => {
    clockOffset += 31_000
    await page.evaluate(() => localStorage.removeItem('@walletport/last-email-login-time'))
    await logIn(page, profile.context)
    const exporting = await start(page, 'await (await dapp.embedded.auth()).exportWallet()')
    const frame = frameOf(page)
    await frame.getByText('Your recovery phrase').waitFor()
    const words = await frame.locator('ol.phrase li').allTextContents()
    expect(words).toHaveLength(12)
    await frame.getByRole('button', { name: 'Done' }).click()
    expect(await exporting()).toEqual({ ok: true })
    const phrase = words.join(' ')
    const entropy = mnemonicToEntropy(phrase, wordlist)
    const accounts = deriveAccounts(entropy)
    expect({ eip155: accounts.evm.address, solana: accounts.solana.address }).toEqual(addresses)
    secrets.push(phrase, ...encodings(entropy))
    for (const key of [accounts.evm.privateKey, accounts.solana.secretKey]) secrets.push(...encodings(key))
    const shares = await deviceSharesOf(page)
    expect(shares).toHaveLength(1)
    for (const share of shares) secrets.push(...encodings(share))
  })

  browserTest(
    "core's auth rules: a switch to Solana reconnects the auth connector there; closing the modal withdraws an open confirmation",
    async () => {
      const switched = await run(
        page,
        'const solana = dapp.client.getState().chains.solana.networkState.requestedCaipNetworks[0]; await dapp.client.switchNetwork(solana); const state = dapp.client.getState(); return [state.activeChain, state.chains.solana.accountState.connectedWalletInfo?.type]',
      )
      expect(switched).toEqual({ ok: true, value: ['solana', 'AUTH'] })
      expect(await address(page, 'solana')).toBe(addresses.solana)
      await run(
        page,
        'const evm = dapp.client.getState().chains.eip155.networkState.requestedCaipNetworks[0]; await dapp.client.switchNetwork(evm)',
      )
      const signing = await start(
        page,
        "return dapp.client.signMessage({ message: 'never approved', namespace: 'eip155' })",
      )
      await frameOf(page).getByText('never approved').waitFor()
      await page.waitForFunction(
        () =>
          (
            window as unknown as {
              dapp: { client: { getState(): { modal: { view: string; open: boolean } } } }
            }
          ).dapp.client.getState().modal.view === 'ApproveTransaction',
      )
      await page.evaluate(() =>
        (window as unknown as { dapp: { client: { close(): void } } }).dapp.client.close(),
      )
      expect(await signing()).toMatchObject({ ok: false, message: 'User rejected the request' })
      expect(
        await page
          .locator('iframe[title="WalletPort wallet"]')
          .evaluate((node) => getComputedStyle(node).display),
      ).toBe('none')
    },
  )

  browserTest('signs out', async () => {
    expect((await run(page, 'await dapp.client.disconnect()')).ok).toBe(true)
    expect(await address(page, 'eip155')).toBeUndefined()
    expect(await address(page, 'solana')).toBeUndefined()
    expect(await run(page, 'return (await dapp.embedded.auth()).isConnected()')).toMatchObject({
      ok: true,
      value: false,
    })
  })

  browserTest('a stored auth connector that is no longer connected is dropped at start', async () => {
    await page.evaluate(() =>
      localStorage.setItem(
        '@walletport/connected-connector-ids',
        JSON.stringify({ v: 1, value: { eip155: 'walletport-embedded' } }),
      ),
    )
    await page.reload()
    await page.locator('#status', { hasText: 'ready' }).waitFor()
    await page.waitForFunction(
      () =>
        localStorage.getItem('@walletport/connected-connector-ids') === null ||
        !localStorage.getItem('@walletport/connected-connector-ids')?.includes('eip155'),
    )
    expect(await address(page, 'eip155')).toBeUndefined()
  })

  browserTest(
    "ui-react's email views against the server: email → device approval → code (a wrong one first) → passphrase in the frame → connected; update email with both codes; sign out",
    async () => {
      const first = `e2e-modal-${Date.now()}@example.com`
      const second = `e2e-modal-new-${Date.now()}@example.com`
      const modal = await openDapp(profile.context, dapp.url, serverUrl, '&modal=1')
      const dialog = (name: string) => modal.getByRole('dialog', { name })
      await modal.evaluate(() =>
        (window as unknown as { dapp: { client: { open(): void } } }).dapp.client.open(),
      )
      await dialog('Connect Wallet').getByRole('button', { name: 'Continue with email' }).click()
      await dialog('Continue with email').getByLabel('Email').fill('not an email')
      await dialog('Continue with email').getByText('Enter a valid email address').waitFor()
      await screenshot(modal, 'view-email-invalid')
      await dialog('Continue with email').getByLabel('Email').fill(first)
      let after = Date.now()
      await dialog('Continue with email').getByRole('button', { name: 'Continue' }).click()

      await dialog('Register this device').getByText(`We sent an approval link to ${first}`).waitFor()
      await screenshot(modal, 'view-verify-device')
      const link = (await sink.waitForMail({ to: first, after })).link ?? ''
      after = Date.now()
      const approval = await profile.context.newPage()
      await approval.goto(link)
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByText('Device approved').waitFor()
      await approval.close()

      const confirm = dialog('Confirm your email')
      await confirm.getByText(`Enter the 6-digit code we sent to ${first}`).waitFor({ timeout: 40_000 })
      await confirm.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor()
      const { code } = await sink.waitForMail({ to: first, after })
      await confirm.getByLabel('Code').fill(code === '000000' ? '000001' : '000000')
      await confirm.getByRole('alert').getByText('Invalid code: 4 tries left').waitFor()
      await screenshot(modal, 'view-otp-wrong-code')
      await confirm.getByLabel('Code').fill(code ?? '')
      const frame = frameOf(modal)
      await frame.getByPlaceholder('Passphrase', { exact: true }).fill(PASSPHRASE)
      await frame.getByPlaceholder('Repeat the passphrase').fill(PASSPHRASE)
      await screenshot(modal, 'view-frame-passphrase-over-modal')
      await frame.getByRole('button', { name: 'Continue' }).click()
      await modal.waitForFunction(
        () =>
          (
            window as unknown as {
              dapp: {
                client: { getState(): { chains: Record<string, { accountState: { status: string } }> } }
              }
            }
          ).dapp.client.getState().chains.eip155?.accountState.status === 'connected',
      )
      expect(await address(modal, 'eip155')).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await dialog('Account')
        .waitFor({ state: 'detached' })
        .catch(() => undefined)

      await modal.evaluate(() =>
        (window as unknown as { dapp: { client: { open(): void } } }).dapp.client.open(),
      )
      await dialog('Account').getByRole('button', { name: 'Sign out' }).waitFor()
      expect(await dialog('Account').getByRole('button', { name: 'Disconnect' }).count()).toBe(0)
      await screenshot(modal, 'view-account-email')
      await dialog('Account').getByRole('button', { name: 'Update email' }).click()
      await dialog('Update email').getByLabel('New email').fill(second)
      await screenshot(modal, 'view-update-email')
      after = Date.now()
      await dialog('Update email').getByRole('button', { name: 'Continue' }).click()
      await dialog('Update email')
        .getByText(`Enter the code we sent to your current email, ${first}`)
        .waitFor()
      await screenshot(modal, 'view-update-email-primary')
      const primary = await sink.waitForMail({ to: first, after })
      after = Date.now()
      await dialog('Update email')
        .getByLabel('Code')
        .fill(primary.code ?? '')
      await dialog('Update email').getByText(`Enter the code we sent to your new email, ${second}`).waitFor()
      await screenshot(modal, 'view-update-email-secondary')
      const secondary = await sink.waitForMail({ to: second, after })
      await dialog('Update email')
        .getByLabel('Code')
        .fill(secondary.code ?? '')
      await dialog('Account')
        .getByText('Email updated')
        .or(modal.getByText('Email updated'))
        .first()
        .waitFor()
      expect(
        await modal.evaluate(async () =>
          (
            await (
              window as unknown as { dapp: { embedded: { auth(): Promise<{ getEmail(): string }> } } }
            ).dapp.embedded.auth()
          ).getEmail(),
        ),
      ).toBe(second)

      await dialog('Account').getByRole('button', { name: 'Sign out' }).click()
      await dialog('Sign out').getByText(`Sign out of ${second} on this site?`).waitFor()
      await screenshot(modal, 'view-sign-out')
      await dialog('Sign out').getByRole('button', { name: 'Sign out' }).click()
      await dialog('Sign out').waitFor({ state: 'detached' })
      expect(await address(modal, 'eip155')).toBeUndefined()
      expect(await run(modal, 'return (await dapp.embedded.auth()).isConnected()')).toMatchObject({
        ok: true,
        value: false,
      })
      await modal.close()
    },
  )

  describeSocialLogin(() => ({
    serverUrl,
    dappUrl: dapp.url,
    passphrase: PASSPHRASE,
    launchProfile,
    openDapp,
    frameOf,
    screenshot,
  }))

  browserTest(
    'leaks no secret: not in the database files, the server log, any HTTP body or any message the dapp received',
    async () => {
      const keys = deriveServerKeys(Buffer.from(readFileSync(join(dataDir, 'kek.hex'), 'utf8').trim(), 'hex'))
      const [account] = await server.context.db.query<{ id: string }>(
        'select id from accounts where email = $1',
        [EMAIL],
      )
      const shares = await server.context.db.query<{ device_jkt: string; share: Uint8Array }>(
        'select device_jkt, share from auth_shares where account_id = $1',
        [account?.id],
      )
      const [wallet] = await server.context.db.query<{
        server_share: Uint8Array
        recovery_share: Uint8Array
        recovery_kdf: PassphraseKdf
      }>('select server_share, recovery_share, recovery_kdf from wallets where account_id = $1', [
        account?.id,
      ])
      for (const row of shares)
        secrets.push(
          ...encodings(
            openAtRest(keys.keyEncryptionKey, row.share, `auth-share|${account?.id}|${row.device_jkt}`),
          ),
        )
      if (wallet) {
        secrets.push(
          ...encodings(openAtRest(keys.keyEncryptionKey, wallet.server_share, `server-share|${account?.id}`)),
        )
        const sealedRecovery = openAtRest(
          keys.keyEncryptionKey,
          wallet.recovery_share,
          `recovery-share|${account?.id}`,
        )
        secrets.push(
          ...encodings(
            await openWithPassphrase(sealedRecovery, PASSPHRASE, account?.id ?? '', wallet.recovery_kdf),
          ),
        )
      }
      expect(shares.length).toBe(2)
      expect(secrets.length).toBeGreaterThan(10)

      await server.context.db.query('checkpoint')
      const databaseBytes = Buffer.concat(
        filesUnder(join(dataDir, 'pglite')).map((file) => readFileSync(file)),
      )
      const dappMessages = JSON.stringify(
        await page.evaluate(() => (window as unknown as { dapp: { received: unknown[] } }).dapp.received),
      )
      const haystacks = {
        database: databaseBytes.toString('latin1'),
        log: logs.join('\n'),
        http: httpBodies.join('\n'),
        dapp: dappMessages,
      }
      for (const [where, text] of Object.entries(haystacks))
        for (const secret of secrets)
          expect({ where, found: text.includes(secret) }).toEqual({ where, found: false })
      expect(httpBodies.length).toBeGreaterThan(10)
    },
  )
})

/** With WALLETPORT_E2E_SCREENSHOTS=<dir>, the frame's screens as PNGs to look at. */
/** Into WALLETPORT_E2E_SCREENSHOTS when set: as the page is, or dark, or at a phone's width (then put back). */
async function screenshot(target: Page, name: string, look: { theme?: 'dark'; width?: number } = {}) {
  const directory = process.env.WALLETPORT_E2E_SCREENSHOTS
  if (!directory) return
  const size = target.viewportSize()
  const setTheme = (mode: 'dark' | undefined) =>
    target.evaluate(
      (value) =>
        (
          window as unknown as { dapp: { client: { setThemeMode(mode: string | undefined): void } } }
        ).dapp.client.setThemeMode(value ?? undefined),
      mode ?? null,
    )
  if (look.theme) await setTheme(look.theme)
  if (look.width && size) await target.setViewportSize({ width: look.width, height: 844 })
  await target.waitForTimeout(look.theme || look.width ? 300 : 0)
  await target.screenshot({ path: join(directory, `${name}.png`) })
  if (look.theme) await setTheme(undefined)
  if (look.width && size) await target.setViewportSize(size)
}

function encodings(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes)
  return [buffer.toString('hex'), base58.encode(bytes), base64.encode(bytes), buffer.toString('base64url')]
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}
