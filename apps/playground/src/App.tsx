import type { WalletPortClient } from '@walletport/core'
import { ConnectButton, NetworkButton, WalletPortModal, WalletPortProvider } from '@walletport/ui-react'
import { useEffect, useState } from 'react'
import type { ChainEntry } from './chains/types.js'
import { createPlaygroundClient, type PlaygroundClient } from './createPlaygroundClient.js'
import { DevnetStatus } from './DevnetStatus.js'
import { DemoActions } from './demo/DemoActions.js'
import { PayDemo } from './demo/PayDemo.js'
import type { DevnetEndpoints } from './devnetEndpoints.js'
import { OptionsPanel } from './options/OptionsPanel.js'
import {
  loadPlaygroundOptions,
  type PlaygroundOptions,
  savePlaygroundOptions,
} from './options/playgroundOptions.js'

export interface AppProps {
  endpoints: DevnetEndpoints
  entries: readonly ChainEntry[]
}

type Created = { key: string; client: WalletPortClient } | { key: string; error: unknown }

/**
 * A client for the current options, recreated (and the old one destroyed) whenever they change; not for the theme
 * or the locale, which the running client and the provider take live.
 */
function usePlaygroundClient(options: PlaygroundOptions, { endpoints, entries }: AppProps) {
  const { themeMode: _mode, accent: _accent, borderRadius: _radius, locale: _locale, ...recreating } = options
  const key = JSON.stringify(recreating)
  const [created, setCreated] = useState<Created>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options
  useEffect(() => {
    let created: PlaygroundClient
    try {
      created = createPlaygroundClient(options, endpoints, entries)
    } catch (error) {
      setCreated({ key, error })
      return
    }
    setCreated({ key, client: created.client })
    return () => created.destroy()
  }, [key])
  return created?.key === key ? created : undefined
}

export function App(props: AppProps) {
  const [options, setOptions] = useState(loadPlaygroundOptions)
  const created = usePlaygroundClient(options, props)

  useEffect(() => {
    if (options.themeMode === 'system') delete document.documentElement.dataset.theme
    else document.documentElement.dataset.theme = options.themeMode
  }, [options.themeMode])

  const client = created && 'client' in created ? created.client : undefined
  useEffect(() => {
    client?.setThemeMode(options.themeMode === 'system' ? undefined : options.themeMode)
    client?.setThemeVariables({
      '--wp-accent': options.accent,
      '--wp-border-radius-master': `${options.borderRadius}px`,
    })
  }, [client, options.themeMode, options.accent, options.borderRadius])

  function change(next: PlaygroundOptions) {
    savePlaygroundOptions(next)
    setOptions(next)
  }

  return (
    <div className="layout">
      <header className="header">
        <h1>WalletPort playground</h1>
        <DevnetStatus endpoints={props.endpoints} />
      </header>
      <main className="main">
        {created && 'error' in created && (
          <p className="error" role="alert">
            {created.error instanceof Error ? created.error.message : String(created.error)}
          </p>
        )}
        {created && 'client' in created && (
          <WalletPortProvider
            key={created.key}
            client={created.client}
            embedded={options.embedded}
            locale={options.locale || undefined}
          >
            <div className="toolbar">
              <ConnectButton />
              <NetworkButton />
            </div>
            <div className={options.embedded ? 'with-embedded' : undefined}>
              <DemoActions />
              {options.features.pay && <PayDemo endpoints={props.endpoints} />}
              {options.embedded && (
                <aside className="embedded-modal" aria-label="Embedded modal">
                  <WalletPortModal />
                </aside>
              )}
            </div>
          </WalletPortProvider>
        )}
      </main>
      <OptionsPanel options={options} onChange={change} entries={props.entries} endpoints={props.endpoints} />
    </div>
  )
}
