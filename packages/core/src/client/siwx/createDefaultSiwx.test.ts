import { createSiwxTestSetup, EVM_ACCOUNT, EVM_ACCOUNT_2, START } from '../../../test/siwxTestSetup.js'
import { InvalidSiwxMessageError, SiwxNonceError, SiwxSessionRejectedError } from '../../errors/siwx.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import type { SiwxSession } from '../../schemas/siwx.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxConfig, SiwxMessage } from './types.js'

const HOUR = 60 * 60 * 1000

function dataOf(message: SiwxMessage): SiwxSession['data'] {
  const { toString: _toString, ...data } = message
  return data
}

async function signSession(
  setup: ReturnType<typeof createSiwxTestSetup>,
  siwx: SiwxConfig = setup.siwx,
  chainId: `${string}:${string}` = localEvm.caipNetworkId,
  address = EVM_ACCOUNT,
): Promise<SiwxSession> {
  const message = await siwx.createMessage({ chainId, accountAddress: address })
  const adapter = chainId.startsWith('solana') ? setup.solana : setup.evm
  const network = [localEvm, localEvm2, localSolana].find((n) => n.caipNetworkId === chainId) ?? localEvm
  const signature = await adapter.signMessage({ message: message.toString(), address, network })
  return { data: dataOf(message), message: message.toString(), signature }
}

describe('createDefaultSiwx', () => {
  it('builds an EIP-4361 message with a fresh nonce, issued now and expiring after 24 hours by default', async () => {
    const { siwx } = createSiwxTestSetup()
    const first = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: EVM_ACCOUNT })
    const second = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: EVM_ACCOUNT })
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{16,}$/)
    expect(second.nonce).not.toBe(first.nonce)
    expect(first.toString()).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        EVM_ACCOUNT,
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: 31337',
        `Nonce: ${first.nonce}`,
        'Issued At: 2030-01-01T00:00:00.000Z',
        'Expiration Time: 2030-01-02T00:00:00.000Z',
      ].join('\n'),
    )
  })

  it('sets the expiry from expiresInSeconds', async () => {
    const { siwx } = createSiwxTestSetup({ siwx: { expiresInSeconds: 60 } })
    const message = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: EVM_ACCOUNT })
    expect(message.expirationTime).toBe('2030-01-01T00:01:00.000Z')
  })

  it('writes the CAIP-122 form for other namespaces, with the chain word from getChainName', async () => {
    const { siwx } = createSiwxTestSetup({
      siwx: { getChainName: (ns) => (ns === 'solana' ? 'SVM' : undefined) },
    })
    const message = await siwx.createMessage({ chainId: 'solana:localnet', accountAddress: 'mem0001' })
    expect(message.toString().split('\n')[0]).toBe('app.example wants you to sign in with your SVM account:')
    expect(message.toString()).toContain('\nChain ID: localnet\n')
  })

  it('takes domain and uri from the page location in a browser', async () => {
    const holder = globalThis as { location?: unknown }
    holder.location = { host: 'shop.example:8443', href: 'https://shop.example:8443/cart' }
    try {
      const siwx = createDefaultSiwx({
        storage: createStorage({ backend: createMemoryStorageBackend() }),
        verify: async () => true,
      })
      const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: EVM_ACCOUNT })
      expect(message.domain).toBe('shop.example:8443')
      expect(message.uri).toBe('https://shop.example:8443/cart')
    } finally {
      delete holder.location
    }
  })

  it('requires domain and uri outside a browser', () => {
    const storage = createStorage({ backend: createMemoryStorageBackend() })
    const verify = async () => true
    expect(() => createDefaultSiwx({ storage, verify, uri: 'https://a.example' })).toThrow(
      new InvalidSiwxMessageError({ field: 'domain', rule: 'is required outside a browser' }),
    )
    expect(() => createDefaultSiwx({ storage, verify, domain: 'a.example' })).toThrow(
      'Invalid sign-in message: uri is required outside a browser',
    )
  })

  it('refuses an account address that breaks the message grammar when creating the message', async () => {
    const { siwx } = createSiwxTestSetup()
    await expect(siwx.createMessage({ chainId: 'eip155:1', accountAddress: 'mem0001' })).rejects.toThrow(
      'Invalid sign-in message: accountAddress',
    )
  })

  it('keeps a verified session and returns it for its account and network only', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup)
    await setup.siwx.addSession(session)
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([session])
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT.toLowerCase())).toEqual([session])
    expect(await setup.siwx.getSessions('eip155:31338', EVM_ACCOUNT)).toEqual([])
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT_2)).toEqual([])
  })

  it('keeps one session per account and network, the newest', async () => {
    const setup = createSiwxTestSetup()
    await setup.siwx.addSession(await signSession(setup))
    const newer = await signSession(setup)
    await setup.siwx.addSession(newer)
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([newer])
  })

  it('drops expired sessions when sessions are read', async () => {
    const setup = createSiwxTestSetup({ siwx: { expiresInSeconds: 3600 } })
    const session = await signSession(setup)
    await setup.siwx.addSession(session)
    setup.time.now = START + HOUR - 1
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toHaveLength(1)
    setup.time.now = START + HOUR
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
    setup.time.now = START
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  it('refuses a replayed nonce: the same signed session cannot be added twice', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup)
    await setup.siwx.addSession(session)
    await setup.siwx.revokeSession('eip155:31337', EVM_ACCOUNT)
    const replay = setup.siwx.addSession(session)
    await expect(replay).rejects.toThrow(SiwxNonceError)
    await expect(setup.siwx.addSession(session)).rejects.toThrow(
      'Sign-in nonce was not issued here or was already used',
    )
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  it('refuses a nonce it never issued, even with a valid signature', async () => {
    const setup = createSiwxTestSetup()
    const data = {
      chainId: 'eip155:31337' as const,
      accountAddress: EVM_ACCOUNT,
      nonce: 'forgedNonce12345',
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      issuedAt: new Date(START).toISOString(),
    }
    const message = formatSiwxMessage(data)
    const signature = await setup.evm.signMessage({ message, address: EVM_ACCOUNT, network: localEvm })
    await expect(setup.siwx.addSession({ data, message, signature })).rejects.toThrow(SiwxNonceError)
  })

  it('refuses a tampered signature and spends the nonce', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup)
    const tampered = {
      ...session,
      signature: `${session.signature.slice(0, -1)}${session.signature.endsWith('0') ? '1' : '0'}`,
    }
    await expect(setup.siwx.addSession(tampered)).rejects.toThrow(
      'Sign-in session rejected: signature not valid',
    )
    await expect(setup.siwx.addSession(session)).rejects.toThrow(SiwxNonceError)
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  it('refuses a session whose data was changed after signing (message no longer matches)', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup)
    const extended = { ...session, data: { ...session.data, expirationTime: '2099-01-01T00:00:00.000Z' } }
    await expect(setup.siwx.addSession(extended)).rejects.toThrow(
      new SiwxSessionRejectedError({ reason: 'expirationTime is not the one requested' }),
    )
    const other = await signSession(setup)
    await expect(setup.siwx.addSession({ ...other, message: `${other.message}\n` })).rejects.toThrow(
      new SiwxSessionRejectedError({ reason: 'the signed message does not match its data' }),
    )
  })

  it('refuses a session for another account than the nonce was issued to', async () => {
    const setup = createSiwxTestSetup()
    const message = await setup.siwx.createMessage({ chainId: 'eip155:31337', accountAddress: EVM_ACCOUNT })
    const data = { ...dataOf(message), accountAddress: EVM_ACCOUNT_2 }
    const text = formatSiwxMessage({ ...data, issuedAt: data.issuedAt ?? '' })
    const signature = await setup.evm.signMessage({
      message: text,
      address: EVM_ACCOUNT_2,
      network: localEvm,
    })
    await expect(setup.siwx.addSession({ data, message: text, signature })).rejects.toThrow(
      'Sign-in session rejected: signed by another account than the one asked',
    )
  })

  describe('createRequest (the wallet picks the account)', () => {
    async function signRequest(
      setup: ReturnType<typeof createSiwxTestSetup>,
      chainId = localEvm.caipNetworkId,
    ) {
      const request = await setup.siwx.createRequest!({ chainId })
      const data = { ...request, accountAddress: EVM_ACCOUNT_2 }
      const message = formatSiwxMessage({ ...data, issuedAt: data.issuedAt ?? '' })
      const signature = await setup.evm.signMessage({ message, address: EVM_ACCOUNT_2, network: localEvm })
      return { data, message, signature }
    }

    it('gives every message field but the account, with a fresh nonce', async () => {
      const { siwx } = createSiwxTestSetup()
      const request = await siwx.createRequest!({ chainId: 'eip155:31337' })
      expect(request).toEqual({
        chainId: 'eip155:31337',
        nonce: expect.stringMatching(/^[A-Za-z0-9]{16,}$/),
        domain: 'app.example',
        uri: expect.any(String),
        version: '1',
        issuedAt: new Date(START).toISOString(),
        expirationTime: new Date(START + 24 * HOUR).toISOString(),
        statement: 'Sign in to Example',
      })
      expect('accountAddress' in request).toBe(false)
    })

    it('keeps a session signed by whichever account the wallet chose, once', async () => {
      const setup = createSiwxTestSetup()
      const session = await signRequest(setup)
      await setup.siwx.addSession(session)
      expect(await setup.siwx.getSessions(localEvm.caipNetworkId, EVM_ACCOUNT_2)).toHaveLength(1)
      await expect(setup.siwx.addSession(session)).rejects.toBeInstanceOf(SiwxNonceError)
    })

    it('refuses a session on another network than the request was made for', async () => {
      const setup = createSiwxTestSetup()
      const session = await signRequest(setup)
      const data = { ...session.data, chainId: localEvm2.caipNetworkId }
      const message = formatSiwxMessage({ ...data, issuedAt: data.issuedAt ?? '' })
      const signature = await setup.evm.signMessage({ message, address: EVM_ACCOUNT_2, network: localEvm2 })
      await expect(setup.siwx.addSession({ data, message, signature })).rejects.toThrow(
        'Sign-in session rejected: chainId is not the one requested',
      )
    })
  })

  it('refuses a session signed after it expired', async () => {
    const setup = createSiwxTestSetup({ siwx: { expiresInSeconds: 60 } })
    const session = await signSession(setup)
    setup.time.now = START + 60_000
    await expect(setup.siwx.addSession(session)).rejects.toThrow(
      'Sign-in session rejected: expired or not yet valid',
    )
  })

  it('revokes the session of one account and network', async () => {
    const setup = createSiwxTestSetup()
    const first = await signSession(setup)
    const second = await signSession(setup, setup.siwx, 'eip155:31338')
    await setup.siwx.addSession(first)
    await setup.siwx.addSession(second)
    await setup.siwx.revokeSession('eip155:31337', EVM_ACCOUNT)
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
    expect(await setup.siwx.getSessions('eip155:31338', EVM_ACCOUNT)).toEqual([second])
  })

  it('sets sessions after checking them in full, refuses a bad one or one it never issued', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup)
    await setup.siwx.setSessions([session])
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([session])
    await expect(setup.siwx.setSessions([{ ...session, signature: 'beef' }])).rejects.toThrow(
      'Sign-in session rejected: signature not valid',
    )
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([session])
    const foreign = createSiwxTestSetup()
    await expect(setup.siwx.setSessions([await signSession(foreign)])).rejects.toThrow(SiwxNonceError)
    await setup.siwx.setSessions([])
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  it('signs in on solana with the solana adapter verifying', async () => {
    const setup = createSiwxTestSetup()
    const session = await signSession(setup, setup.siwx, 'solana:localnet', 'mem0001')
    await setup.siwx.addSession(session)
    expect(await setup.siwx.getSessions('solana:localnet', 'mem0001')).toEqual([session])
    expect(await setup.siwx.getSessions('solana:localnet', 'MEM0001')).toEqual([])
  })

  it('reports whether sign-in is required (default false)', () => {
    expect(createSiwxTestSetup().siwx.getRequired?.()).toBe(false)
    expect(createSiwxTestSetup({ siwx: { required: true } }).siwx.getRequired?.()).toBe(true)
  })
})
