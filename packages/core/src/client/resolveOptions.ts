import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { CONNECTOR_GROUPS } from '../connectors/groupConnectors.js'
import { ConflictingSignInOptionsError, InvalidOptionsError } from '../errors/options.js'
import { imageRegistriesCheck } from '../images/imageRegistriesCheck.js'
import {
  array,
  assertCheck,
  boolean,
  func,
  nonEmptyString,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
} from '../schemas/checks.js'
import { imageSourceCheck } from '../schemas/imageSourceCheck.js'
import { themeModeCheck, themeVariablesCheck } from '../schemas/themeChecks.js'
import type { ResolvedOptions } from './context.js'
import type { Features, WalletPortOptions, WalletTimeouts } from './options.js'

/** Defaults of the spec's section 9. */
export const DEFAULT_FEATURES: Features = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: true,
  send: true,
  receive: true,
  onramp: true,
  history: true,
  pay: false,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  collapseWallets: false,
  connectorTypeOrder: undefined,
}

/** Defaults of `WalletPortOptions.timeouts`. */
export const DEFAULT_TIMEOUTS: WalletTimeouts = {
  init: 10_000,
  reconnect: 10_000,
  connect: 300_000,
  disconnect: 10_000,
  switchNetwork: 300_000,
  signMessage: 300_000,
  sendTransaction: 300_000,
}

const namespace = string((value) =>
  /^[-a-z0-9]{3,8}$/.test(value) ? undefined : 'expected to match /^[-a-z0-9]{3,8}$/',
)
const strings = array(string())

const network = object({
  id: union(number(), nonEmptyString),
  chainNamespace: namespace,
  caipNetworkId: string((value) => (isCaipNetworkId(value) ? undefined : 'invalid CAIP-2 network id')),
  name: nonEmptyString,
  nativeCurrency: object({
    name: string(),
    symbol: string(),
    decimals: number((value) =>
      Number.isSafeInteger(value) && value >= 0 ? undefined : 'expected int >= 0',
    ),
  }),
  rpcUrls: object({ default: object({ http: strings }) }),
})

const adapter = object({
  namespace,
  networks: array(network),
  init: func,
  connect: func,
  namespaceInfo: optional(object({ name: nonEmptyString, icon: optional(imageSourceCheck) })),
})

const timeout = optional(number((value) => (value > 0 ? undefined : 'expected number > 0')))

const webPage = string((value) => {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? undefined : 'expected an http(s) URL'
  } catch {
    return 'invalid url'
  }
})

const endpoint = string((value) => {
  try {
    return /^(https?|wss?):$/.test(new URL(value).protocol) ? undefined : 'expected an http(s) or ws(s) URL'
  } catch {
    return 'invalid url'
  }
})

const nativeRedirect = string((value) =>
  /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^(https?|javascript|data):/i.test(value)
    ? undefined
    : "expected the app's own URL scheme, e.g. myapp://",
)

/** The options' shape, checked by hand: `createWalletPort` runs it on every page load, so it loads no zod. */
const optionsCheck = object({
  adapters: array(adapter, { min: 1 }),
  networks: array(network, { min: 1 }),
  defaultNetwork: optional(network),
  metadata: optional(
    object({
      name: nonEmptyString,
      description: string(),
      url: string(),
      icons: strings,
      redirect: optional(
        object({ native: optional(nativeRedirect), universal: optional(webPage) }, { strict: true }),
      ),
    }),
  ),
  projectId: optional(nonEmptyString),
  features: optional(
    object({
      socials: optional(union(oneOf([false]), strings)),
      connectMethodsOrder: optional(array(oneOf(['wallet', 'email', 'social']))),
      walletFeaturesOrder: optional(array(oneOf(['swaps', 'send', 'receive', 'onramp']))),
      connectorTypeOrder: optional(array(oneOf(CONNECTOR_GROUPS))),
    }),
  ),
  featuredWalletIds: optional(strings),
  includeWalletIds: optional(strings),
  excludeWalletIds: optional(strings),
  enableWalletConnect: optional(boolean),
  termsConditionsUrl: optional(webPage),
  privacyPolicyUrl: optional(webPage),
  enableNetworkSwitch: optional(boolean),
  allowUnsupportedChain: optional(boolean),
  defaultAccountTypes: optional(record(string(), oneOf(['eoa', 'smartAccount', 'payment']))),
  themeMode: optional(themeModeCheck),
  themeVariables: optional(themeVariablesCheck),
  images: optional(imageRegistriesCheck),
  timeouts: optional(
    object(Object.fromEntries(Object.keys(DEFAULT_TIMEOUTS).map((key) => [key, timeout])), { strict: true }),
  ),
  endpoints: optional(record(string(), endpoint)),
})

/** Validates the app's options (fail fast, naming the field) and fills in every default. */
export function resolveOptions(options: WalletPortOptions): ResolvedOptions {
  if (isEmptyArray((options as Partial<WalletPortOptions> | null)?.networks)) {
    throw new InvalidOptionsError(
      'options.networks: the app offers at least one network: expected a non-empty array, received []',
    )
  }
  assertCheck(optionsCheck, options, 'options')
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    throw new ConflictingSignInOptionsError()

  const namespaces = new Set<string>()
  for (const adapter of options.adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionsError(
        `options.adapters: two adapters for namespace ${adapter.namespace}: expected one adapter per namespace, received two`,
      )
    }
    namespaces.add(adapter.namespace)
  }
  const ids = new Set<string>()
  for (const network of options.networks) {
    if (ids.has(network.caipNetworkId)) {
      throw new InvalidOptionsError(
        `options.networks: ${network.caipNetworkId} is listed twice: expected each network once, received it twice`,
      )
    }
    ids.add(network.caipNetworkId)
    if (!namespaces.has(network.chainNamespace)) {
      throw new InvalidOptionsError(
        `options.networks: ${network.caipNetworkId} has no adapter for namespace ${network.chainNamespace}: expected a namespace of the adapters (${[...namespaces].join(', ')}), received ${network.chainNamespace}`,
      )
    }
  }
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]!
  if (!ids.has(defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError(
      `options.defaultNetwork: ${defaultNetwork.caipNetworkId} is not in options.networks: expected one of ${[...ids].join(', ')}, received ${defaultNetwork.caipNetworkId}`,
    )
  }

  const features = { ...DEFAULT_FEATURES, ...options.features }
  if (features.legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl) {
    throw new InvalidOptionsError(
      'options.features.legalCheckbox: the checkbox links to the terms or the privacy policy: expected options.termsConditionsUrl or options.privacyPolicyUrl, received neither',
    )
  }

  return {
    ...options,
    features: {
      ...features,
      walletFeaturesOrder: [
        ...new Set([...features.walletFeaturesOrder, ...DEFAULT_FEATURES.walletFeaturesOrder]),
      ],
    },
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableWalletConnect: options.enableWalletConnect ?? true,
    endpoints: { ...options.endpoints },
    defaultNetwork,
    timeouts: {
      ...DEFAULT_TIMEOUTS,
      ...Object.fromEntries(
        Object.entries(options.timeouts ?? {}).filter(([, value]) => value !== undefined),
      ),
    },
  }
}

const isEmptyArray = (value: unknown) => Array.isArray(value) && value.length === 0
