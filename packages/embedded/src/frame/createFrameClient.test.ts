import {
  EmailLoginDependencyError,
  FrameError,
  FrameIframeNotSetError,
  RequestAbortedError,
  SchemaValidationError,
  SomethingWentWrongError,
} from '@walletport/core'
import {
  frameErrorMessage,
  frameNoticeMessage,
  frameSuccessMessage,
  parseAppMessage,
} from '../protocol/messages.js'
import { createFrameClient, type FrameClientOptions } from './createFrameClient.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from './frameTimings.js'

const FRAME_ORIGIN = 'http://localhost:8787'

/** Two linked in-memory ports (delivery in a promise job: fake timers also fake queueMicrotask), standing in for a MessageChannel. */
function createLinkedPorts() {
  type Listener = ((event: { data: unknown }) => void) | null
  const make = () => ({
    onmessage: null as Listener,
    closed: false,
    peer: undefined as unknown as { onmessage: Listener },
    postMessage(data: unknown) {
      const peer = this.peer
      if (!this.closed)
        void Promise.resolve().then(() => peer.onmessage?.({ data: JSON.parse(JSON.stringify(data)) }))
    },
    close() {
      this.closed = true
    },
  })
  const port1 = make()
  const port2 = make()
  port1.peer = port2
  port2.peer = port1
  return { port1, port2 }
}

function setup(overrides: Partial<FrameClientOptions> = {}) {
  const timeouts: string[] = []
  const notices: [string, unknown][] = []
  let framePort: ReturnType<typeof createLinkedPorts>['port2'] | undefined
  const received: unknown[] = []
  const client = createFrameClient({
    frameUrl: `${FRAME_ORIGIN}/`,
    projectId: 'project',
    chainId: 1,
    onTimeout: (reason) => timeouts.push(reason),
    onNotice: (type, payload) => notices.push([type, payload]),
    createChannel: () => {
      const ports = createLinkedPorts()
      framePort = ports.port2
      framePort.onmessage = (event) => received.push(event.data)
      return ports as never
    },
    ...overrides,
  })
  const iframe = document.querySelector('iframe') as HTMLIFrameElement
  const contentWindow = iframe.contentWindow as Window
  const posted: { message: unknown; origin: string }[] = []
  jest.spyOn(contentWindow, 'postMessage').mockImplementation(((message: unknown, origin: string) => {
    posted.push({ message, origin })
  }) as never)
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN, source: unknown = contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  const ready = () => fromFrame(frameNoticeMessage('READY', { version: 4 }))
  /** The frame answers the newest request it received (of `type`, when given). */
  const answer = async (build: (id: string, type: string) => unknown, type?: string) => {
    await flush()
    const requests = received
      .map(parseAppMessage)
      .flatMap((message) => (message.kind === 'request' ? [message.request] : []))
    const last = requests.filter((request) => type === undefined || request.type === type).at(-1)
    if (!last) throw new Error('no request reached the frame')
    framePort?.postMessage(build(last.id, last.type))
    await flush()
  }
  return {
    client,
    iframe,
    posted,
    received,
    timeouts,
    notices,
    fromFrame,
    ready,
    answer,
    framePort: () => framePort,
  }
}

const flush = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
  document.body.replaceChildren()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('createFrameClient', () => {
  it('loads a hidden iframe (z-index 999999) with project id, chain id, version and log flag', () => {
    const { iframe } = setup()
    expect(iframe.src).toBe(`${FRAME_ORIGIN}/frame?projectId=project&chainId=1&version=4&log=error`)
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.zIndex).toBe('999999')
  })

  it('hands the frame a private port on READY, exactly to its origin, and initialises 500 ms later', async () => {
    const { client, posted, ready } = setup()
    let initialised = false
    void client.initialized.then(() => {
      initialised = true
    })
    ready()
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ origin: FRAME_ORIGIN, message: { type: '@walletport-app/INIT' } })
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS - 1)
    await flush()
    expect(initialised).toBe(false)
    jest.advanceTimersByTime(1)
    await flush()
    expect(initialised).toBe(true)
  })

  it('ignores READY from another origin or another window', () => {
    const { posted, fromFrame } = setup()
    fromFrame(frameNoticeMessage('READY', { version: 4 }), 'http://127.0.0.1:8787')
    fromFrame(frameNoticeMessage('READY', { version: 4 }), FRAME_ORIGIN, window)
    fromFrame(frameNoticeMessage('READY', { version: 4 }), FRAME_ORIGIN, null)
    expect(posted).toHaveLength(0)
  })

  it('after the handshake only the private port answers: the same answer posted to the window is dropped', async () => {
    const { client, ready, fromFrame, answer, received } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    const request = client.request('GET_CHAIN_ID', {})
    let settled = false
    void request.then(() => {
      settled = true
    })
    await flush()
    const id = (received.at(-1) as { id: string }).id
    fromFrame(frameSuccessMessage(id, 'GET_CHAIN_ID', { chainId: 5 }))
    fromFrame(frameSuccessMessage(id, 'GET_CHAIN_ID', { chainId: 6 }), 'http://evil.test', window)
    await flush()
    expect(settled).toBe(false)
    await answer((answerId) => frameSuccessMessage(answerId, 'GET_CHAIN_ID', { chainId: 1 }))
    await expect(request).resolves.toEqual({ chainId: 1 })
  })

  it('drops port messages that fit no schema, and keeps serving', async () => {
    const { client, ready, answer, framePort } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    for (const garbage of [null, 42, 'READY', { type: '@walletport-frame/NOPE' }, { id: 'x', type: 1 }])
      framePort()?.postMessage(garbage)
    await flush()
    const request = client.request('GET_CHAIN_ID', {})
    await answer((id) => frameSuccessMessage(id, 'GET_CHAIN_ID', { chainId: 1 }))
    await expect(request).resolves.toEqual({ chainId: 1 })
  })

  it('sends requests with a random id over the port and resolves with the matching success', async () => {
    const { client, ready, answer, received } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    const result = client.request('CONNECT_EMAIL', { email: 'a@example.com' })
    await answer((id) => frameSuccessMessage(id, 'CONNECT_EMAIL', { action: 'VERIFY_OTP' }))
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    const message = received.at(-1) as { id: string }
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("rejects with the frame's error message and code, or 'An error occurred'", async () => {
    const { client, ready, answer } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    const first = client.request('CONNECT_OTP', { otp: '123456' })
    await answer((id) => frameErrorMessage(id, 'CONNECT_OTP', 'Invalid code: 4 tries left'))
    await expect(first).rejects.toThrow(new FrameError({ message: 'Invalid code: 4 tries left' }))
    const second = client.request('SIGN_OUT', {})
    await answer((id) => ({ id, type: '@walletport-frame/SIGN_OUT_ERROR', payload: {} }))
    await expect(second).rejects.toThrow('An error occurred')
    const third = client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 })
    await answer((id) => frameErrorMessage(id, 'RPC_REQUEST', 'User rejected the request.', 4001))
    await expect(third).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
  })

  it('rejects an answer of the wrong type or shape for the id, and drops answers with unknown ids', async () => {
    const { client, ready, answer, framePort } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    framePort()?.postMessage(frameSuccessMessage(crypto.randomUUID(), 'SIGN_OUT', {}))
    const request = client.request('GET_CHAIN_ID', {})
    await answer((id) => frameSuccessMessage(id, 'SIGN_OUT', {}))
    await expect(request).rejects.toBeInstanceOf(FrameError)
    const garbage = client.request('IS_CONNECTED', {})
    await answer((id) => ({
      id,
      type: '@walletport-frame/IS_CONNECTED_SUCCESS',
      payload: { isConnected: 'yes' },
    }))
    await expect(garbage).rejects.toBeInstanceOf(FrameError)
  })

  it('checks the payload before posting anything', async () => {
    const { client, received } = setup()
    await expect(client.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toBeInstanceOf(
      SchemaValidationError,
    )
    await expect(client.request('CONNECT_EMAIL', {} as never)).rejects.toThrow('email: Required')
    expect(received).toHaveLength(0)
  })

  it('waits for the frame; after 20 000 ms without READY it fails the request, aborts the others and reports iframe_load_failed', async () => {
    const { client, timeouts } = setup()
    const email = client.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 })
    const theme = client.request('SYNC_THEME', { themeMode: 'dark' })
    const failures = Promise.allSettled([email, rpc, theme])
    jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1)
    await flush()
    expect(timeouts).toEqual([])
    jest.advanceTimersByTime(1)
    const [emailResult, rpcResult, themeResult] = await failures
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect((emailResult as PromiseRejectedResult).reason).toBeInstanceOf(EmailLoginDependencyError)
    expect((emailResult as PromiseRejectedResult).reason.message).toBe(
      'Unable to load email login dependency',
    )
    expect((rpcResult as PromiseRejectedResult).reason).toBeInstanceOf(RequestAbortedError)
    expect((themeResult as PromiseRejectedResult).reason).toBeInstanceOf(SomethingWentWrongError)
  })

  it('never times out theme sync, dapp data sync or set preferred account while the frame loads', async () => {
    const { client, timeouts, ready, answer } = setup()
    const sync = client.request('SYNC_DAPP_DATA', {
      metadata: { name: 'Dapp', description: '', url: 'http://127.0.0.1:5173', icons: [] },
      sdkVersion: '0.1.0',
      sdkType: 'walletport',
      projectId: 'project',
    })
    const preferred = client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS * 3)
    await flush()
    expect(timeouts).toEqual([])
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    await answer((id) => frameSuccessMessage(id, 'SYNC_DAPP_DATA', {}), 'SYNC_DAPP_DATA')
    await expect(sync).resolves.toEqual({})
    await answer(
      (id) => frameSuccessMessage(id, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' }),
      'SET_PREFERRED_ACCOUNT',
    )
    await expect(preferred).resolves.toEqual({ type: 'eoa' })
  })

  it.each([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
  ] as const)(
    'gives %s 30 000 ms, then reports iframe_request_timeout and aborts every pending request',
    async (type) => {
      const { client, ready, timeouts } = setup()
      ready()
      jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
      const payloads = {
        CONNECT_EMAIL: { email: 'a@example.com' },
        CONNECT_DEVICE: {},
        CONNECT_OTP: { otp: '123456' },
        CONNECT_SOCIAL: { uri: 'http://x' },
        GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
      } as const
      const login = client.request(type, payloads[type] as never)
      const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 })
      const farcaster = client.request('GET_FARCASTER_URI', {})
      const settled = Promise.allSettled([login, rpc, farcaster])
      await flush()
      jest.advanceTimersByTime(FRAME_REQUEST_TIMEOUT_MS - 1)
      await flush()
      expect(timeouts).toEqual([])
      jest.advanceTimersByTime(1)
      const [loginResult, rpcResult, farcasterResult] = await settled
      expect(timeouts).toEqual(['iframe_request_timeout'])
      expect((loginResult as PromiseRejectedResult).reason.message).toBe('Something went wrong')
      expect((rpcResult as PromiseRejectedResult).reason.message).toBe('Request was aborted')
      expect((farcasterResult as PromiseRejectedResult).reason.message).toBe('Request was aborted')
    },
  )

  it('puts no time-out on other requests once the frame is up (an RPC waits for the user)', async () => {
    const { client, ready, answer, timeouts } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 })
    jest.advanceTimersByTime(10 * 60_000)
    await flush()
    expect(timeouts).toEqual([])
    await answer((id) => frameSuccessMessage(id, 'RPC_REQUEST', { result: '0xsig' }))
    await expect(rpc).resolves.toEqual({ result: '0xsig' })
  })

  it('treats UNVERIFIED_DOMAIN from the frame as a failure: aborts and reports it', async () => {
    const { client, fromFrame, timeouts } = setup()
    const waiting = client.request('GET_USER', {})
    fromFrame(frameNoticeMessage('UNVERIFIED_DOMAIN', { origin: 'http://evil.test' }))
    await expect(waiting).rejects.toThrow('Something went wrong')
    expect(timeouts).toEqual(['unverified_domain'])
  })

  it('shows and hides the iframe when the frame asks, and passes notices on', async () => {
    const { ready, iframe, framePort, notices } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    framePort()?.postMessage(frameNoticeMessage('VISIBILITY', { visible: true }))
    await flush()
    expect(iframe.style.display).toBe('block')
    framePort()?.postMessage(frameNoticeMessage('SESSION_UPDATE', { connected: false }))
    framePort()?.postMessage(frameNoticeMessage('VISIBILITY', { visible: false }))
    await flush()
    expect(iframe.style.display).toBe('none')
    expect(notices).toEqual([
      ['VISIBILITY', { visible: true }],
      ['SESSION_UPDATE', { connected: false }],
      ['VISIBILITY', { visible: false }],
    ])
  })

  it("aborts on request (modal closed) and, once destroyed, fails with 'WalletPortFrame: iframe is not set'", async () => {
    const { client, ready, iframe } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    const rpc = client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [], chainId: 1 })
    const user = client.request('GET_USER', {})
    await flush()
    client.abortPending('modal closed', (type) => type === 'RPC_REQUEST')
    await expect(rpc).rejects.toThrow('Request was aborted')
    client.destroy()
    await expect(user).rejects.toThrow('Something went wrong')
    expect(iframe.isConnected).toBe(false)
    await expect(client.request('GET_CHAIN_ID', {})).rejects.toBeInstanceOf(FrameIframeNotSetError)
    await expect(client.request('GET_CHAIN_ID', {})).rejects.toThrow('WalletPortFrame: iframe is not set')
  })

  it('re-handshakes when the frame reloads and announces READY again', async () => {
    const { client, ready, posted, answer } = setup()
    ready()
    jest.advanceTimersByTime(FRAME_READY_DELAY_MS)
    ready()
    expect(posted).toHaveLength(2)
    const request = client.request('GET_CHAIN_ID', {})
    await answer((id) => frameSuccessMessage(id, 'GET_CHAIN_ID', { chainId: 1 }))
    await expect(request).resolves.toEqual({ chainId: 1 })
  })
})
