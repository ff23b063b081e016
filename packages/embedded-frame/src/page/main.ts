import {
  createDeviceKey,
  type DeviceKey,
  FRAME_BOOT_CONFIG_ID,
  type FrameBootConfig,
  frameBootConfigSchema,
} from '@walletport/embedded/contract'
import {
  FRAME_PROTOCOL_VERSION,
  frameNoticeMessage,
  INIT_ACK_MESSAGE_TYPE,
  initMessageSchema,
} from '@walletport/embedded/protocol'
import { applyTheme } from '../browser/applyTheme.js'
import { createBrowserPasskeys, PASSKEY_POPUP_PATH } from '../browser/createBrowserPasskeys.js'
import { createDomUi } from '../browser/createDomUi.js'
import { createFrameStore } from '../browser/createIdbStore.js'
import { runPasskeyPopup } from '../browser/runPasskeyPopup.js'
import type { StoredSession } from '../runtime/createFrameApi.js'
import { createFrameApi } from '../runtime/createFrameApi.js'
import { createFrameHandlers } from '../runtime/createFrameHandlers.js'
import { createWalletKeeper } from '../runtime/createWalletKeeper.js'
import { frameStorageKeys } from '../runtime/KeyValueStore.js'
import { serveFrameRequests } from '../runtime/serveFrameRequests.js'

function readBootConfig(): FrameBootConfig {
  const text = document.getElementById(FRAME_BOOT_CONFIG_ID)?.textContent
  if (!text) throw new Error('WalletPortFrame: boot config missing')
  return frameBootConfigSchema.parse(JSON.parse(text))
}

/**
 * Boot: announce READY to the parent (addressed to each allowed origin, never '*'), accept one INIT from the
 * parent window on an allowed origin, then serve requests on the port it transferred and nowhere else.
 */
async function boot() {
  const config = readBootConfig()
  const parent = window.parent
  if (parent === window) throw new Error('WalletPortFrame: parent is not set')
  const params = new URLSearchParams(location.search)
  const logging = params.get('log') === 'debug'
  const { store, persistent } = await createFrameStore()
  if (!persistent && logging)
    console.warn('WalletPortFrame: no storage in this context; keeping the session in memory')
  let deviceKey = await store.get<DeviceKey>(frameStorageKeys.deviceKey)
  if (!deviceKey) {
    deviceKey = await createDeviceKey()
    await store.set(frameStorageKeys.deviceKey, deviceKey)
  }
  const root = document.getElementById('app') ?? document.body

  let port: MessagePort | undefined
  const notify = (message: unknown) => port?.postMessage(message)
  const ui = createDomUi(root, (state) => notify(frameNoticeMessage('VISIBILITY', state)))
  const api = createFrameApi({
    serverUrl: config.serverUrl,
    fetch: (input, init) => fetch(input, init),
    deviceKey,
    session: {
      get: () => store.get<StoredSession>(frameStorageKeys.session),
      set: (session) =>
        session ? store.set(frameStorageKeys.session, session) : store.delete(frameStorageKeys.session),
    },
  })
  await api.syncClock().catch(() => {})
  const keeper = createWalletKeeper({
    api,
    store,
    ui,
    transportKey: config.transportKey,
    passkeys: createBrowserPasskeys(config.serverUrl),
  })

  window.addEventListener('message', function onInit(event: MessageEvent) {
    if (event.source !== parent) return
    const init = initMessageSchema.safeParse(event.data)
    if (!init.success) return
    if (!config.allowedOrigins.includes(event.origin)) {
      parent.postMessage(frameNoticeMessage('UNVERIFIED_DOMAIN', { origin: event.origin }), event.origin)
      return
    }
    const transferred = event.ports[0]
    if (!transferred || port) return
    window.removeEventListener('message', onInit)
    port = transferred
    serveFrameRequests(
      port,
      createFrameHandlers({
        api,
        store,
        ui,
        keeper,
        dappOrigin: event.origin,
        onSessionChange: (connected) => notify(frameNoticeMessage('SESSION_UPDATE', { connected })),
        reload: () => location.reload(),
        applyTheme: (theme) => applyTheme(document.documentElement, theme),
        applyLocale: (locale) => void ui.setLocale(locale),
        allowedChainIds: config.chainIds,
      }),
      { onUnexpected: (error) => logging && console.error('WalletPortFrame', error) },
    )
    port.postMessage({ type: INIT_ACK_MESSAGE_TYPE, payload: { version: FRAME_PROTOCOL_VERSION } })
  })
  for (const origin of config.allowedOrigins)
    parent.postMessage(frameNoticeMessage('READY', { version: FRAME_PROTOCOL_VERSION }), origin)
}

if (location.pathname === PASSKEY_POPUP_PATH) runPasskeyPopup(document.getElementById('app') ?? document.body)
else boot().catch((error: unknown) => console.error('WalletPortFrame', error))
