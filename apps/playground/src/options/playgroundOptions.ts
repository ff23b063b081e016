import { CONNECTOR_GROUPS, type ConnectorGroup, type WalletFeature } from '@walletport/core'
import { LOCALES } from '@walletport/ui-react'

export type SiwxMode = 'off' | 'optional' | 'required'
export type ThemeChoice = 'system' | 'light' | 'dark'

/** The feature switches the panel offers (booleans of core's `Features`). */
export const FEATURE_SWITCHES = [
  'allWallets',
  'history',
  'collapseWallets',
  'legalCheckbox',
  'email',
  'socials',
  'send',
  'receive',
  'swaps',
  'onramp',
  'pay',
] as const
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number]

/** The Account view's feature buttons, in core's default order (`features.walletFeaturesOrder`). */
export const WALLET_FEATURES: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/**
 * Everything the options panel changes; the client is recreated when it changes, except the theme (mode, accent,
 * radius: set on the running client, as an app changes it live) and the locale (the provider's).
 */
export interface PlaygroundOptions {
  /** Chain entry ids switched on. */
  chains: readonly string[]
  /** CAIP-2 ids switched off (a new network is on by default). */
  disabledNetworks: readonly string[]
  features: Readonly<Record<FeatureSwitch, boolean>>
  themeMode: ThemeChoice
  /** The modal's locale (one of ui-react's LOCALES); '' follows the browser's languages. */
  locale: string
  accent: string
  /** Master border radius in px. */
  borderRadius: number
  connectorTypeOrder: readonly ConnectorGroup[]
  walletFeaturesOrder: readonly WalletFeature[]
  siwx: SiwxMode
  /**
   * Where sign-in is verified: '' in the page (createDefaultSiwx), else the path on the page's own origin of a
   * SIWX server (createBackendSiwx), which the end-to-end tests route to the devnet's `startSiwxServer`.
   */
  siwxServer: string
  embedded: boolean
  /** The email wallet announced to the page's other libraries (EIP-6963, `announceEmbeddedEvmProvider`). */
  announceEmailWallet: boolean
  /** The WalletConnect connector (EVM, on the devnet's relay). */
  walletConnect: boolean
}

export const defaultPlaygroundOptions: PlaygroundOptions = {
  chains: ['evm', 'solana', 'cosmos', 'bitcoin', 'polkadot'],
  disabledNetworks: [],
  // Email and social log-in are offered when the embedded wallet's server runs (`npm run playground` starts it,
  // pointed at the devnet's social providers).
  features: {
    allWallets: true,
    history: true,
    collapseWallets: false,
    legalCheckbox: false,
    email: true,
    socials: true,
    send: true,
    receive: true,
    swaps: false,
    onramp: false,
    pay: false,
  },
  themeMode: 'system',
  locale: '',
  accent: '#3396ff',
  borderRadius: 4,
  connectorTypeOrder: CONNECTOR_GROUPS,
  walletFeaturesOrder: WALLET_FEATURES,
  siwx: 'off',
  siwxServer: '',
  embedded: false,
  announceEmailWallet: false,
  walletConnect: true,
}

const STORAGE_KEY = 'walletport-playground:options'

/** True when `value` lists every one of `all` once, in any order. */
function isOrderOf<item>(all: readonly item[], value: unknown): value is item[] {
  return Array.isArray(value) && value.length === all.length && all.every((group) => value.includes(group))
}

/** Saved options merged over the defaults; anything malformed falls back to its default. */
export function parsePlaygroundOptions(text: string | null): PlaygroundOptions {
  const defaults = defaultPlaygroundOptions
  let saved: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return defaults
    saved = parsed as Record<string, unknown>
  } catch {
    return defaults
  }
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined
  const features = { ...defaults.features }
  const savedFeatures = saved.features as Record<string, unknown> | undefined
  for (const name of FEATURE_SWITCHES) {
    if (typeof savedFeatures?.[name] === 'boolean') features[name] = savedFeatures[name]
  }
  return {
    chains: strings(saved.chains) ?? defaults.chains,
    disabledNetworks: strings(saved.disabledNetworks) ?? defaults.disabledNetworks,
    features,
    themeMode: ['system', 'light', 'dark'].includes(saved.themeMode as string)
      ? (saved.themeMode as ThemeChoice)
      : defaults.themeMode,
    locale: (LOCALES as readonly string[]).includes(saved.locale as string)
      ? (saved.locale as string)
      : defaults.locale,
    accent:
      typeof saved.accent === 'string' && /^#[0-9a-f]{6}$/i.test(saved.accent)
        ? saved.accent
        : defaults.accent,
    borderRadius:
      typeof saved.borderRadius === 'number' && saved.borderRadius >= 0 && saved.borderRadius <= 24
        ? saved.borderRadius
        : defaults.borderRadius,
    connectorTypeOrder: isOrderOf(CONNECTOR_GROUPS, saved.connectorTypeOrder)
      ? saved.connectorTypeOrder
      : defaults.connectorTypeOrder,
    walletFeaturesOrder: isOrderOf(WALLET_FEATURES, saved.walletFeaturesOrder)
      ? saved.walletFeaturesOrder
      : defaults.walletFeaturesOrder,
    siwx: ['off', 'optional', 'required'].includes(saved.siwx as string)
      ? (saved.siwx as SiwxMode)
      : defaults.siwx,
    siwxServer:
      typeof saved.siwxServer === 'string' && /^\/[\w/-]*$/.test(saved.siwxServer)
        ? saved.siwxServer
        : defaults.siwxServer,
    embedded: typeof saved.embedded === 'boolean' ? saved.embedded : defaults.embedded,
    announceEmailWallet:
      typeof saved.announceEmailWallet === 'boolean'
        ? saved.announceEmailWallet
        : defaults.announceEmailWallet,
    walletConnect: typeof saved.walletConnect === 'boolean' ? saved.walletConnect : defaults.walletConnect,
  }
}

export function loadPlaygroundOptions(): PlaygroundOptions {
  return parsePlaygroundOptions(localStorage.getItem(STORAGE_KEY))
}

export function savePlaygroundOptions(options: PlaygroundOptions): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(options))
}
