import {
  connectWallet,
  createSiwxTestSetup,
  EVM_ACCOUNT,
  EVM_ACCOUNT_2,
  START,
} from '../../../test/siwxTestSetup.js'
import { SiwxSessionRejectedError } from '../../errors/siwx.js'
import { localEvm } from '../../networks/index.js'
import type { SiwxSession } from '../../schemas/siwx.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { requestSignIn } from './requestSignIn.js'
import type { SiwxMessageData } from './types.js'

type Setup = ReturnType<typeof createSiwxTestSetup>

async function sign(setup: Setup, data: SiwxMessageData, address = EVM_ACCOUNT): Promise<SiwxSession> {
  const message = formatSiwxMessage({ ...data, issuedAt: data.issuedAt ?? '' })
  const signature = await setup.evm.signMessage({ message, address, network: localEvm })
  return { data, message, signature }
}

async function requested(setup: Setup): Promise<SiwxMessageData> {
  const { toString: _text, ...data } = await setup.siwx.createMessage({
    chainId: localEvm.caipNetworkId,
    accountAddress: EVM_ACCOUNT,
  })
  return data
}

const forged: SiwxSession = {
  data: {
    chainId: 'eip155:31337',
    accountAddress: EVM_ACCOUNT,
    nonce: 'pagescript123456',
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
  },
  message: 'x',
  signature: 'x',
}

describe('defect 1: sign-in sessions are trusted from storage without re-verification', () => {
  it('defect 1: a session a page script writes into storage is not trusted: the wallet is asked to sign', async () => {
    const setup = createSiwxTestSetup()
    setup.storage.set('siwx-sessions', [forged])
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
    await connectWallet(setup.context)
    await requestSignIn(setup.context)
    expect(setup.evm.wallet.requests).toContain('signMessage')
    expect(setup.context.store.getState().siwx.status).toBe('success')
  })

  it.each([
    ['without expirationTime', (data: SiwxMessageData) => ({ ...data, expirationTime: undefined })],
    [
      'moved to 2999 by the signer',
      (data: SiwxMessageData) => ({ ...data, expirationTime: '2999-01-01T00:00:00Z' }),
    ],
    ['with another domain', (data: SiwxMessageData) => ({ ...data, domain: 'evil.example' })],
    ['with another uri', (data: SiwxMessageData) => ({ ...data, uri: 'https://evil.example/' })],
    ['with another statement', (data: SiwxMessageData) => ({ ...data, statement: 'Send all my funds' })],
    ['without the statement', (data: SiwxMessageData) => ({ ...data, statement: undefined })],
    [
      'issued at another time',
      (data: SiwxMessageData) => ({ ...data, issuedAt: '2029-12-31T00:00:00.000Z' }),
    ],
    [
      'with a notBefore added',
      (data: SiwxMessageData) => ({ ...data, notBefore: '2030-01-01T00:00:00.000Z' }),
    ],
    ['with resources added', (data: SiwxMessageData) => ({ ...data, resources: ['https://evil.example/'] })],
    ['with a requestId added', (data: SiwxMessageData) => ({ ...data, requestId: 'r1' })],
    ['on version 2', (data: SiwxMessageData) => ({ ...data, version: '2' })],
    ['with a field of its own', (data: SiwxMessageData) => ({ ...data, role: 'admin' })],
  ])(
    'defect 1: a validly signed session %s is refused: only the message asked for counts',
    async (_, change) => {
      const setup = createSiwxTestSetup()
      const data = JSON.parse(JSON.stringify(change(await requested(setup)))) as SiwxMessageData
      const session = await sign(setup, data).catch(() => ({
        data,
        message: 'unformattable',
        signature: '00',
      }))
      await expect(setup.siwx.addSession(session)).rejects.toBeInstanceOf(SiwxSessionRejectedError)
      expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
    },
  )

  it('defect 1: a stored session is verified again each time it is read', async () => {
    let trusted = true
    const setup = createSiwxTestSetup()
    const verifying = createSiwxTestSetup({
      siwx: {
        verify: async (session) => trusted && (await getVerifier(setup)(session)),
      },
    })
    const data = await requested(verifying)
    await verifying.siwx.addSession(await sign(verifying, data))
    expect(await verifying.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toHaveLength(1)
    trusted = false
    expect(await verifying.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
    trusted = true
    expect(await verifying.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  it('defect 1: the maximum lifetime is the app’s (default 24 h) and sessions end with it', async () => {
    const setup = createSiwxTestSetup({ siwx: { expiresInSeconds: 600 } })
    const data = await requested(setup)
    expect(Date.parse(data.expirationTime ?? '') - Date.parse(data.issuedAt ?? '')).toBe(600_000)
    await setup.siwx.addSession(await sign(setup, data))
    setup.time.now = START + 600_000
    expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)).toEqual([])
  })

  describe('defect 1: one-click auth (the wallet picks account and issue time) takes no expiry as given', () => {
    async function oneClick(setup: Setup, change: (data: SiwxMessageData) => SiwxMessageData) {
      const request = await setup.siwx.createRequest!({ chainId: localEvm.caipNetworkId })
      const data = change({ ...request, accountAddress: EVM_ACCOUNT_2 })
      return sign(setup, JSON.parse(JSON.stringify(data)) as SiwxMessageData, EVM_ACCOUNT_2)
    }

    it('keeps a session with the requested expiry and the wallet’s own issue time', async () => {
      const setup = createSiwxTestSetup()
      const session = await oneClick(setup, (data) => ({ ...data, issuedAt: '2030-01-01T00:00:30.000Z' }))
      await setup.siwx.addSession(session)
      expect(await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT_2)).toHaveLength(1)
    })

    it.each([
      [
        'an expiry the wallet moved to 2999',
        (data: SiwxMessageData) => ({ ...data, expirationTime: '2999-01-01T00:00:00Z' }),
      ],
      ['no expiry', (data: SiwxMessageData) => ({ ...data, expirationTime: undefined })],
      [
        'an issue time a year before the request',
        (data: SiwxMessageData) => ({ ...data, issuedAt: '2029-01-01T00:00:00.000Z' }),
      ],
      [
        'an issue time in the future',
        (data: SiwxMessageData) => ({ ...data, issuedAt: '2030-01-02T00:00:00.000Z' }),
      ],
    ])('defect 1: refuses a one-click session with %s', async (_, change) => {
      const setup = createSiwxTestSetup()
      await expect(setup.siwx.addSession(await oneClick(setup, change))).rejects.toBeInstanceOf(
        SiwxSessionRejectedError,
      )
    })
  })
})

describe('defect 2: secrets in localStorage beyond the spec’s keys', () => {
  it('defect 2: after a sign-in nothing replayable (signature, signed message, nonce) is in storage', async () => {
    const backend = createMemoryStorageBackend()
    const setup = createSiwxTestSetup({ siwx: { storage: createStorage({ backend }) } })
    await connectWallet(setup.context)
    await requestSignIn(setup.context)
    const [session] = await setup.siwx.getSessions('eip155:31337', EVM_ACCOUNT)
    expect(session).toBeDefined()
    const everything = (backend.keys?.() ?? []).map((key) => `${key}=${backend.getItem(key)}`).join('\n')
    for (const secret of [session!.signature, session!.data.nonce, session!.message.split('\n')[0]!]) {
      expect(everything).not.toContain(secret)
    }
  })

  it('defect 2: the key earlier versions wrote is removed', () => {
    const storage = createStorage({ backend: createMemoryStorageBackend() })
    storage.set('siwx-sessions', [forged])
    createDefaultSiwx({
      storage,
      verify: async () => true,
      domain: 'app.example',
      uri: 'https://app.example/',
    })
    expect(storage.get('siwx-sessions')).toBeUndefined()
  })
})

describe('defect 9 (sign-in): input that throws TypeErrors or carries hidden characters', () => {
  it.each([1, null, 'session', [], { data: 1 }, { data: { nonce: 5 } }])(
    'defect 9: addSession(%p) rejects with SiwxSessionRejectedError, not a TypeError',
    async (input) => {
      const setup = createSiwxTestSetup()
      await expect(setup.siwx.addSession(input as never)).rejects.toBeInstanceOf(SiwxSessionRejectedError)
    },
  )

  it.each([
    ['a right-to-left override', 'mem\u202E1000'],
    ['a zero-width space', 'mem\u200B0001'],
    ['a NUL', 'mem\u00000001'],
    ['a bell', 'mem\u00070001'],
    ['a non-ASCII look-alike', 'mеm0001'],
  ])('defect 9: a non-eip155 sign-in address with %s is refused', async (_, address) => {
    const setup = createSiwxTestSetup()
    await expect(
      setup.siwx.createMessage({ chainId: 'solana:localnet', accountAddress: address }),
    ).rejects.toThrow('Invalid sign-in message: accountAddress')
  })
})

function getVerifier(setup: Setup) {
  return async (session: SiwxSession) =>
    setup.evm.verifyMessage({
      message: session.message,
      signature: session.signature,
      address: session.data.accountAddress,
      network: localEvm,
    })
}
