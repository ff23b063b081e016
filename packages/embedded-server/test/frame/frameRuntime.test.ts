import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { type MailSink, startMailSink } from '@walletport/devnet'
import { appRequestMessage, FRAME_EVENT_PREFIX, parseFrameMessage } from '@walletport/embedded/protocol'
import { serveFrameRequests } from '@walletport/embedded-frame/runtime'
import { deriveAccounts } from '@walletport/embedded-frame/wallet'
import { verifyMessage } from 'ethers'
import type { Hono } from 'hono'
import type { Database } from '../../src/db/Database.js'
import { createTestClock } from '../createTestClock.js'
import { createTestFrame } from '../createTestFrame.js'
import { createTestServer } from '../createTestServer.js'
import { freshEmail } from '../describeServerSuite.js'
import { approveThroughLink } from '../loginThroughMail.js'
import { createTestPostgres, type TestPostgres } from '../openTestPostgres.js'

type TestFrame = Awaited<ReturnType<typeof createTestFrame>>

describe('frame runtime against the server', () => {
  const clock = createTestClock()
  let postgres: TestPostgres
  let db: Database
  let sink: MailSink
  let app: Hono
  let logs: string[]

  beforeAll(async () => {
    postgres = createTestPostgres()
    db = await postgres.open()
    sink = await startMailSink()
    const server = await createTestServer({ db, smtpUrl: sink.smtpUrl, clock })
    app = server.app
    logs = server.logs
  }, 60_000)
  afterAll(async () => {
    await sink?.stop()
    await db?.close()
    await postgres?.drop()
  })

  /** The user's side: approve the mailed link when asked, then type the mailed code. */
  async function signIn(frame: TestFrame, email: string) {
    let after = Date.now()
    const started = await frame.handlers.CONNECT_EMAIL({ email })
    if (started.action === 'VERIFY_DEVICE') {
      const link = (await sink.waitForMail({ to: email, after })).link ?? ''
      after = Date.now()
      await approveThroughLink(app, link)
      expect((await frame.handlers.CONNECT_DEVICE({})).action).toBe('VERIFY_OTP')
    }
    const { code } = await sink.waitForMail({ to: email, after })
    expect(await frame.handlers.CONNECT_OTP({ otp: code ?? '' })).toEqual({ action: 'CONNECT' })
  }

  const email = freshEmail('wallet')
  let first: TestFrame
  let addresses: { eip155: string; solana: string }

  it('signs up: device approval, code, then a new wallet behind a new passphrase', async () => {
    first = await createTestFrame({ app })
    expect(await first.handlers.IS_CONNECTED({})).toEqual({ isConnected: false })
    await signIn(first, email)
    expect(first.sessionChanges).toEqual([true])
    first.ui.passphrases.push('short', 'correct horse battery staple')
    const user = await first.handlers.GET_USER({ chainId: 'eip155:31337' })
    expect(user).toMatchObject({
      email,
      chainId: 31337,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(user.address).toBe(user.addresses.eip155)
    addresses = user.addresses
    expect((await first.handlers.GET_USER({ chainId: 'solana:localnet' })).address).toBe(addresses.solana)
    expect(await first.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    const keys = [...first.store.entries.keys()]
    expect(keys.every((key) => key.startsWith('@walletport-wallet/'))).toBe(true)
  })

  it('a reload on this device (share and pinned addresses kept) asks the server once: the connected check', async () => {
    first.requests.length = 0
    expect(await first.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
    expect((await first.handlers.GET_USER({ chainId: 'eip155:31337' })).addresses).toEqual(addresses)
    expect((await first.handlers.GET_USER({})).addresses).toEqual(addresses)
    expect(first.requests).toEqual(['GET /v1/me'])
  })

  it('signs a message only after the frame’s own confirmation', async () => {
    first.ui.approveNext.push(true)
    const { result } = await first.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x68656c6c6f', addresses.eip155],
      chainId: 'eip155:31337',
    })
    expect(verifyMessage('hello', result as string)).toBe(addresses.eip155)
    expect(first.ui.confirmations.at(-1)).toMatchObject({
      title: 'Sign message',
      rows: [{ label: 'Message', value: 'hello' }],
    })
    first.ui.approveNext.push(false)
    await expect(
      first.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['0x00', addresses.eip155], chainId: 1 }),
    ).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
  })

  it('refuses methods off the allow-list, reads, and a namespace mismatch before asking the user', async () => {
    const asked = first.ui.confirmations.length
    await expect(first.handlers.RPC_REQUEST({ method: 'eth_sign', params: [], chainId: 1 })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(
      first.handlers.RPC_REQUEST({ method: 'eth_getBalance', params: [], chainId: 1 }),
    ).rejects.toThrow(/read call/)
    await expect(
      first.handlers.RPC_REQUEST({ method: 'solana_signMessage', params: { message: '3yZe7d' }, chainId: 1 }),
    ).rejects.toThrow(/cannot run on 1/)
    expect(first.ui.confirmations).toHaveLength(asked)
  })

  it('restores the same addresses on a new device after approval and the passphrase (retrying a wrong one)', async () => {
    const second = await createTestFrame({ app, ip: '198.51.100.51' })
    clock.advance(31_000)
    await signIn(second, email)
    second.ui.passphrases.push('wrong passphrase!', 'correct horse battery staple')
    const user = await second.handlers.GET_USER({ chainId: 1 })
    expect(user.addresses).toEqual(addresses)
    expect(second.ui.retries).toEqual([undefined, 'Wrong passphrase: try again'])
    second.ui.approveNext.push(true)
    const { result } = await second.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['hi', addresses.eip155],
      chainId: 1,
    })
    expect(verifyMessage('hi', result as string)).toBe(addresses.eip155)
    first.ui.approveNext.push(true)
    await expect(
      first.handlers.RPC_REQUEST({
        method: 'personal_sign',
        params: ['still mine', addresses.eip155],
        chainId: 1,
      }),
    ).resolves.toBeDefined()
  })

  it('exports the phrase inside the frame while the login is fresh, and the phrase gives the same addresses', async () => {
    await first.handlers.EXPORT_WALLET({})
    const words = first.ui.shownPhrases.at(-1) ?? []
    expect(words).toHaveLength(12)
    const accounts = deriveAccounts(mnemonicToEntropy(words.join(' '), wordlist))
    expect({ eip155: accounts.evm.address, solana: accounts.solana.address }).toEqual(addresses)

    // Nothing of the wallet's secrets is in the database or the server log.
    const tables = [
      'accounts',
      'email_challenges',
      'device_approvals',
      'devices',
      'token_families',
      'refresh_tokens',
      'wallets',
      'auth_shares',
    ]
    let dump = logs.join('\n')
    for (const table of tables)
      dump += JSON.stringify(await db.query(`select * from ${table}`), (_key, value) =>
        value instanceof Uint8Array
          ? Buffer.from(value).toString('hex') + Buffer.from(value).toString('base64')
          : value,
      )
    expect(dump).not.toContain(words.join(' '))
    expect(dump).not.toContain(Buffer.from(accounts.evm.privateKey).toString('hex'))
    expect(dump).not.toContain(Buffer.from(accounts.solana.secretKey).toString('hex'))
    expect(dump).not.toContain(Buffer.from(accounts.solana.secretKey).toString('base64'))

    clock.advance(10 * 60_000 + 1_000)
    await expect(first.handlers.EXPORT_WALLET({})).rejects.toThrow(
      /Sign in again to export the recovery phrase/,
    )
  })

  it('refuses to sign when the rebuilt key does not give the pinned addresses', async () => {
    const [pinsKey] = [...first.store.entries.keys()].filter((key) => key.includes('/pins/'))
    const pins = first.store.entries.get(pinsKey ?? '') as { evmAddress: string; solanaAddress: string }
    first.store.entries.set(pinsKey ?? '', {
      ...pins,
      evmAddress: '0x000000000000000000000000000000000000dEaD',
    })
    first.ui.approveNext.push(true)
    await expect(
      first.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['x', addresses.eip155], chainId: 1 }),
    ).rejects.toThrow(/refusing to sign/)
    first.store.entries.set(pinsKey ?? '', pins)
  })

  it('signs out: the session ends at the server and in the frame', async () => {
    await first.handlers.SIGN_OUT({})
    expect(first.sessionChanges.at(-1)).toBe(false)
    expect(await first.handlers.IS_CONNECTED({})).toEqual({ isConnected: false })
    await expect(first.handlers.GET_USER({})).rejects.toThrow('Sign in first')
  })

  it('answers over a MessagePort: success and error events carry the request id; bad payloads name the field', async () => {
    const frame = await createTestFrame({ app })
    const channel = new MessageChannel()
    serveFrameRequests(channel.port1 as never, frame.handlers)
    const replies: unknown[] = []
    channel.port2.onmessage = (event) => replies.push(event.data)
    const ask = async (message: unknown) => {
      const count = replies.length
      channel.port2.postMessage(message)
      for (let waited = 0; replies.length === count && waited < 200; waited += 1)
        await new Promise((r) => setTimeout(r, 10))
      return parseFrameMessage(replies.at(-1))
    }
    const id = crypto.randomUUID()
    expect(await ask(appRequestMessage(id, 'GET_CHAIN_ID', {}))).toEqual({
      kind: 'success',
      id,
      type: 'GET_CHAIN_ID',
      payload: { chainId: 1 },
    })
    expect(await ask({ id, type: '@walletport-app/CONNECT_EMAIL', payload: {} })).toMatchObject({
      kind: 'error',
      message: 'Required: email',
    })
    expect(
      await ask({ id, type: '@walletport-app/CONNECT_EMAIL', payload: { email: 'nope' } }),
    ).toMatchObject({
      kind: 'error',
      message: 'Invalid input: email',
    })
    expect(await ask({ id, type: '@walletport-app/SIGN_OUT', payload: {} })).toMatchObject({
      kind: 'success',
    })
    channel.port1.close()
    expect(FRAME_EVENT_PREFIX).toBe('@walletport-frame/')
  })
})
