import { LOCALES } from '@walletport/ui-react'
import type { ChainEntry } from '../chains/types.js'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import {
  defaultPlaygroundOptions,
  FEATURE_SWITCHES,
  type PlaygroundOptions,
  type SiwxMode,
  type ThemeChoice,
} from './playgroundOptions.js'

export interface OptionsPanelProps {
  options: PlaygroundOptions
  onChange(options: PlaygroundOptions): void
  entries: readonly ChainEntry[]
  endpoints: DevnetEndpoints
}

function toggle(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...new Set([...list, item])] : list.filter((other) => other !== item)
}

function move<item>(list: readonly item[], index: number, by: -1 | 1): item[] {
  const next = [...list]
  const target = index + by
  if (target < 0 || target >= next.length) return next
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

/** An order option: each entry with buttons moving it up and down. */
function OrderList<item extends string>({
  legend,
  order,
  onChange,
}: {
  legend: string
  order: readonly item[]
  onChange(order: item[]): void
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ol className="order">
        {order.map((entry, index) => (
          <li key={entry}>
            <span>{entry}</span>
            <button
              type="button"
              aria-label={`Move ${entry} up`}
              disabled={index === 0}
              onClick={() => onChange(move(order, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${entry} down`}
              disabled={index === order.length - 1}
              onClick={() => onChange(move(order, index, 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </fieldset>
  )
}

/** Every client option the playground can change; each change recreates the client. */
export function OptionsPanel({ options, onChange, entries, endpoints }: OptionsPanelProps) {
  const set = (patch: Partial<PlaygroundOptions>) => onChange({ ...options, ...patch })
  return (
    <form className="options" aria-label="Options" onSubmit={(event) => event.preventDefault()}>
      <h2>Options</h2>

      <fieldset>
        <legend>Chains and networks</legend>
        {entries.map((entry) => {
          const chainOn = options.chains.includes(entry.id)
          return (
            <div key={entry.id} className="chain-option">
              <label>
                <input
                  type="checkbox"
                  checked={chainOn}
                  onChange={(event) =>
                    set({ chains: toggle(options.chains, entry.id, event.target.checked) })
                  }
                />
                {entry.label}
              </label>
              <div className="nested">
                {entry.networks(endpoints).map((network) => (
                  <label key={network.caipNetworkId}>
                    <input
                      type="checkbox"
                      disabled={!chainOn}
                      checked={!options.disabledNetworks.includes(network.caipNetworkId)}
                      onChange={(event) =>
                        set({
                          disabledNetworks: toggle(
                            options.disabledNetworks,
                            network.caipNetworkId,
                            !event.target.checked,
                          ),
                        })
                      }
                    />
                    {network.name} <small>{network.caipNetworkId}</small>
                  </label>
                ))}
              </div>
            </div>
          )
        })}
      </fieldset>

      <fieldset>
        <legend>Features</legend>
        {FEATURE_SWITCHES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={options.features[name]}
              onChange={(event) => set({ features: { ...options.features, [name]: event.target.checked } })}
            />
            {name}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>WalletConnect</legend>
        <label>
          <input
            type="checkbox"
            checked={options.walletConnect}
            onChange={(event) => set({ walletConnect: event.target.checked })}
          />
          WalletConnect on the devnet relay <small>{endpoints.relayUrl}</small>
        </label>
      </fieldset>

      <fieldset>
        <legend>Sign in (SIWX)</legend>
        {(['off', 'optional', 'required'] as const satisfies readonly SiwxMode[]).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="siwx"
              checked={options.siwx === mode}
              onChange={() => set({ siwx: mode })}
            />
            {mode}
          </label>
        ))}
      </fieldset>

      <label>
        Language
        <select value={options.locale} onChange={(event) => set({ locale: event.target.value })}>
          <option value="">browser</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
      </label>

      <fieldset>
        <legend>Theme</legend>
        {(['system', 'light', 'dark'] as const satisfies readonly ThemeChoice[]).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="theme"
              checked={options.themeMode === mode}
              onChange={() => set({ themeMode: mode })}
            />
            {mode}
          </label>
        ))}
        <label>
          Accent
          <input
            type="color"
            value={options.accent}
            onChange={(event) => set({ accent: event.target.value })}
          />
        </label>
        <label>
          Border radius {options.borderRadius}px
          <input
            type="range"
            min={0}
            max={24}
            value={options.borderRadius}
            onChange={(event) => set({ borderRadius: Number(event.target.value) })}
          />
        </label>
      </fieldset>

      <OrderList
        legend="Connector order"
        order={options.connectorTypeOrder}
        onChange={(connectorTypeOrder) => set({ connectorTypeOrder })}
      />
      <OrderList
        legend="Account buttons order"
        order={options.walletFeaturesOrder}
        onChange={(walletFeaturesOrder) => set({ walletFeaturesOrder })}
      />

      <fieldset>
        <legend>Layout</legend>
        <label>
          <input
            type="checkbox"
            checked={options.embedded}
            onChange={(event) => set({ embedded: event.target.checked })}
          />
          Embedded modal (in the page, no overlay)
        </label>
        <label>
          <input
            type="checkbox"
            checked={options.announceEmailWallet}
            onChange={(event) => set({ announceEmailWallet: event.target.checked })}
          />
          Announce the email wallet to the page (EIP-6963)
        </label>
      </fieldset>

      <button type="button" onClick={() => onChange(defaultPlaygroundOptions)}>
        Reset options
      </button>
    </form>
  )
}
