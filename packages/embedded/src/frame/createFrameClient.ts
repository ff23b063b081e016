import {
  EmailLoginDependencyError,
  FrameError,
  FrameIframeNotSetError,
  parseWithSchema,
} from '@walletport/core'
import {
  FRAME_PROTOCOL_VERSION,
  type FrameNoticePayload,
  type FrameNoticeType,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  frameRequests,
} from '../protocol/events.js'
import {
  appRequestMessage,
  INIT_ACK_MESSAGE_TYPE,
  INIT_MESSAGE_TYPE,
  parseFrameMessage,
} from '../protocol/messages.js'
import { abortError } from './abortError.js'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_Z_INDEX,
  type FrameTimeoutReason,
  LOAD_TIMEOUT_EXEMPT,
  REQUEST_TIMEOUT_TYPES,
} from './frameTimings.js'

export interface FrameClientOptions {
  /** Origin of the embedded-wallet server (`https://wallet.example`); the frame page is `<frameUrl>/frame`. */
  frameUrl: string
  projectId: string
  chainId: string | number
  logLevel?: 'error' | 'debug'
  /** Called for iframe_load_failed, iframe_request_timeout and unverified_domain (each deserves an alert). */
  onTimeout?(reason: FrameTimeoutReason): void
  /** Notices the frame sends unasked. */
  onNotice?<Type extends FrameNoticeType>(type: Type, payload: FrameNoticePayload<Type>): void
  /** Where the iframe goes (default `document.body`). */
  container?: HTMLElement
  /** The private channel (default `new MessageChannel()`); tests pass linked in-memory ports. */
  createChannel?: () => { port1: MessagePort; port2: MessagePort }
}

export interface FrameClient {
  /** Resolves 500 ms after the frame's READY (and handshake). */
  readonly initialized: Promise<void>
  /** Posts a request with a fresh id and resolves with the frame's success answer; rejects with its error. */
  request<Type extends FrameRequestType>(
    type: Type,
    payload: FrameRequestPayload<Type>,
  ): Promise<FrameSuccessPayload<Type>>
  /** Shows the frame over the page (its own confirmation, passphrase and export screens) or hides it. */
  setVisible(visible: boolean): void
  /** Rejects every pending request as aborted (e.g. the modal closed). */
  abortPending(reason: string, filter?: (type: FrameRequestType) => boolean): void
  /** Removes the iframe; pending requests are aborted and later ones fail with 'iframe is not set'. */
  destroy(): void
}

interface Pending {
  type: FrameRequestType
  resolve(value: unknown): void
  reject(error: unknown): void
  timer?: ReturnType<typeof setTimeout>
}

const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  display: 'none',
  position: 'fixed',
  zIndex: String(FRAME_Z_INDEX),
  border: '0',
}

const VISIBLE_STYLE: Partial<CSSStyleDeclaration> = {
  display: 'block',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(360px, 100vw)',
  height: 'min(560px, 100vh)',
  maxHeight: 'calc(100vh - 32px)',
  borderRadius: '16px',
  boxShadow: '0 8px 40px rgba(0, 0, 0, 0.2)',
  background: 'transparent',
  colorScheme: 'normal',
}

/**
 * The dapp's end of the frame channel: a hidden iframe on the wallet server's origin, an exact-origin handshake
 * that hands the frame a private MessagePort, then requests with random ids over that port only. Messages from
 * any other origin or window are dropped; every message both ways is checked by its zod schema.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const frameOrigin = new URL(options.frameUrl).origin
  const pending = new Map<string, Pending>()
  const loadWaiters = new Set<Pending>()
  let port: MessagePort | undefined
  let destroyed = false
  let isInitialized = false
  let resolveInitialized!: () => void
  const initialized = new Promise<void>((resolve) => {
    resolveInitialized = resolve
  })

  const iframe = document.createElement('iframe')
  const query = new URLSearchParams({
    projectId: options.projectId,
    chainId: String(options.chainId),
    version: String(FRAME_PROTOCOL_VERSION),
    log: options.logLevel ?? 'error',
  })
  iframe.src = `${frameOrigin}/frame?${query}`
  iframe.title = 'WalletPort wallet'
  iframe.setAttribute('allow', 'publickey-credentials-get; publickey-credentials-create; clipboard-write')
  Object.assign(iframe.style, HIDDEN_STYLE)
  ;(options.container ?? document.body).appendChild(iframe)

  function onWindowMessage(event: MessageEvent) {
    if (event.origin !== frameOrigin || event.source === null || event.source !== iframe.contentWindow) return
    const parsed = parseFrameMessage(event.data)
    if (parsed.kind !== 'notice') return
    if (parsed.type === 'READY') handshake()
    else if (parsed.type === 'UNVERIFIED_DOMAIN') fail('unverified_domain')
  }
  window.addEventListener('message', onWindowMessage)

  function handshake() {
    const target = iframe.contentWindow
    if (!target || destroyed) return
    port?.close()
    const channel = options.createChannel?.() ?? new MessageChannel()
    port = channel.port1
    port.onmessage = (event) => onPortMessage(event.data)
    target.postMessage(
      { type: INIT_MESSAGE_TYPE, payload: { version: FRAME_PROTOCOL_VERSION } },
      frameOrigin,
      [channel.port2],
    )
    setTimeout(() => {
      if (destroyed) return
      isInitialized = true
      resolveInitialized()
      for (const waiter of [...loadWaiters]) waiter.resolve(undefined)
    }, FRAME_READY_DELAY_MS)
  }

  function onPortMessage(data: unknown) {
    if ((data as { type?: unknown } | null)?.type === INIT_ACK_MESSAGE_TYPE) return
    const parsed = parseFrameMessage(data)
    if (parsed.kind === 'notice') {
      if (parsed.type === 'VISIBILITY') {
        const { visible, height } = parsed.payload as FrameNoticePayload<'VISIBILITY'>
        setVisible(visible)
        // The frame's screen takes the height of its content: no empty area under it.
        if (visible && height !== undefined) iframe.style.height = `${height}px`
      }
      options.onNotice?.(parsed.type, parsed.payload as never)
      return
    }
    const id = parsed.id
    const entry = id === undefined ? undefined : pending.get(id)
    if (!entry || id === undefined) return
    settle(id)
    if (parsed.kind === 'success' && parsed.type === entry.type) entry.resolve(parsed.payload)
    else if (parsed.kind === 'error' && parsed.type === entry.type)
      entry.reject(new FrameError({ message: parsed.message, code: parsed.code }))
    else entry.reject(new FrameError({ details: `The frame answered ${entry.type} with an invalid message` }))
  }

  function settle(id: string) {
    const entry = pending.get(id)
    if (entry?.timer) clearTimeout(entry.timer)
    pending.delete(id)
  }

  function abortPending(reason: string, filter: (type: FrameRequestType) => boolean = () => true) {
    for (const waiter of [...loadWaiters]) {
      if (!filter(waiter.type)) continue
      loadWaiters.delete(waiter)
      waiter.reject(abortError(waiter.type, reason))
    }
    for (const [id, entry] of [...pending]) {
      if (!filter(entry.type)) continue
      settle(id)
      entry.reject(abortError(entry.type, reason))
    }
  }

  /** iframe_load_failed / iframe_request_timeout / unverified_domain: abort everything and tell the app. */
  function fail(reason: FrameTimeoutReason) {
    abortPending(reason)
    options.onTimeout?.(reason)
  }

  /** Waits for initialisation; the 20 s load time-out applies unless the type is exempt. */
  function waitForFrame(type: FrameRequestType): Promise<void> {
    if (isInitialized) return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      const waiter: Pending = {
        type,
        resolve: () => {
          if (waiter.timer) clearTimeout(waiter.timer)
          loadWaiters.delete(waiter)
          resolve()
        },
        reject: (error) => {
          if (waiter.timer) clearTimeout(waiter.timer)
          loadWaiters.delete(waiter)
          reject(error)
        },
      }
      if (!LOAD_TIMEOUT_EXEMPT.has(type))
        waiter.timer = setTimeout(() => {
          waiter.reject(
            new EmailLoginDependencyError({
              details: `No READY from ${frameOrigin} within ${FRAME_LOAD_TIMEOUT_MS} ms`,
            }),
          )
          fail('iframe_load_failed')
        }, FRAME_LOAD_TIMEOUT_MS)
      loadWaiters.add(waiter)
    })
  }

  function setVisible(visible: boolean) {
    if (destroyed) return
    Object.assign(iframe.style, visible ? VISIBLE_STYLE : HIDDEN_STYLE)
  }

  return {
    initialized,
    async request(type, payload) {
      if (destroyed) throw new FrameIframeNotSetError()
      const checked = parseWithSchema(frameRequests[type].request, payload)
      await waitForFrame(type)
      if (destroyed || !port) throw new FrameIframeNotSetError()
      const id = crypto.randomUUID()
      const answer = new Promise<unknown>((resolve, reject) => {
        const entry: Pending = { type, resolve, reject }
        if (REQUEST_TIMEOUT_TYPES.has(type))
          entry.timer = setTimeout(() => fail('iframe_request_timeout'), FRAME_REQUEST_TIMEOUT_MS)
        pending.set(id, entry)
      })
      port.postMessage(appRequestMessage(id, type, checked as never))
      return answer as Promise<FrameSuccessPayload<typeof type>>
    },
    setVisible,
    abortPending,
    destroy() {
      if (destroyed) return
      abortPending('the frame was removed')
      destroyed = true
      window.removeEventListener('message', onWindowMessage)
      port?.close()
      iframe.remove()
    },
  }
}
