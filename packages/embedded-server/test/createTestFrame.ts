import { createDeviceKey } from '@walletport/embedded/contract'
import {
  type ConfirmationSummary,
  createFrameApi,
  createFrameHandlers,
  createMemoryStore,
  createWalletKeeper,
  type FrameHandlers,
  type FrameUi,
  frameStorageKeys,
  type PasskeyCeremonies,
  type StoredSession,
} from '@walletport/embedded-frame/runtime'
import type { Hono } from 'hono'
import { testDappOrigin, testPublicUrl } from './createTestServer.js'

export interface ScriptedUi extends FrameUi {
  confirmations: ConfirmationSummary[]
  approveNext: boolean[]
  passphrases: (string | undefined)[]
  retries: (string | undefined)[]
  shownPhrases: string[][]
  /** Answers of passkey steps in order: 'run' runs the step, 'alternative' or undefined (Cancel). Default: the alternative if the step has one, else Cancel. */
  passkeyChoices: ('run' | 'alternative' | undefined)[]
  passkeyFailures: string[]
}

/** A frame UI whose answers the test queues up (Approve/Reject, passphrases) and whose screens it records. */
export function createScriptedUi(): ScriptedUi {
  const ui: ScriptedUi = {
    confirmations: [],
    approveNext: [],
    passphrases: [],
    retries: [],
    shownPhrases: [],
    passkeyChoices: [],
    passkeyFailures: [],
    async passkeyStep(step) {
      for (;;) {
        const choice =
          ui.passkeyChoices.length > 0
            ? ui.passkeyChoices.shift()
            : step.alternative
              ? 'alternative'
              : undefined
        if (choice !== 'run') return choice
        try {
          return { value: await step.run() }
        } catch (error) {
          ui.passkeyFailures.push(error instanceof Error ? error.message : String(error))
        }
      }
    },
    async confirm(summary) {
      ui.confirmations.push(summary)
      return ui.approveNext.shift() ?? false
    },
    async askNewPassphrase() {
      return ui.passphrases.shift()
    },
    async askPassphrase(retry) {
      ui.retries.push(retry)
      return ui.passphrases.shift()
    },
    async showPhrase(words) {
      ui.shownPhrases.push(words)
    },
    cancelConfirmations() {},
  }
  return ui
}

/**
 * The frame's runtime (handlers, keeper, API client) against an in-process server, or a real one over HTTP
 * (`server`: its address and the public URL the frame is served from), as one browser profile.
 */
export async function createTestFrame({
  app,
  server,
  ip = '198.51.100.50',
  passkeys,
}: {
  ip?: string
  passkeys?: PasskeyCeremonies
} & (
  | { app: Hono; server?: undefined }
  | { app?: undefined; server: { url: string; publicUrl: string; fetch?: typeof fetch } }
)) {
  const store = createMemoryStore()
  const ui = createScriptedUi()
  const sessionChanges: boolean[] = []
  const deviceKey = await createDeviceKey()
  /** Method and path of every request the frame sent to the server, in order. */
  const requests: string[] = []
  const serverUrl = server?.url ?? testPublicUrl
  const send = (url: string, init: RequestInit = {}) =>
    server ? (server.fetch ?? fetch)(url, init) : app.request(url, init)
  const api = createFrameApi({
    serverUrl,
    deviceKey,
    fetch: (async (url: string, init: RequestInit = {}) => {
      requests.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`)
      return send(url, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          origin: server?.publicUrl ?? testPublicUrl,
          'x-forwarded-for': ip,
        },
      })
    }) as typeof fetch,
    session: {
      get: () => store.get<StoredSession>(frameStorageKeys.session),
      set: (session) =>
        session ? store.set(frameStorageKeys.session, session) : store.delete(frameStorageKeys.session),
    },
  })
  const config = (await (await send(`${serverUrl}/v1/config`)).json()) as { transportKey: string }
  const keeper = createWalletKeeper({
    api,
    store,
    ui,
    transportKey: config.transportKey,
    passkeys,
    passphraseCost: { N: 2 ** 10 },
  })
  const handlers: FrameHandlers = createFrameHandlers({
    api,
    store,
    ui,
    keeper,
    dappOrigin: testDappOrigin,
    onSessionChange: (connected) => sessionChanges.push(connected),
    reload: () => {},
    applyTheme: () => {},
  })
  return { store, ui, handlers, sessionChanges, api, requests }
}
