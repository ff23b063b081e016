import * as z from 'zod/mini'
import { CONNECTOR_GROUPS } from '../connectors/groupConnectors.js'
import { WalletPortError } from '../errors/base.js'
import { ConflictingSignInOptionsError } from '../errors/siwx.js'
import { caipNetworkIdSchema } from '../schemas/chain.js'
import { nonNegativeIntegerSchema } from '../schemas/integerSchema.js'
import { parseWithSchema } from '../schemas/parseWithSchema.js'
import { themeModeSchema, themeVariablesSchema } from '../schemas/theme.js'
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

const nonEmptyStringSchema = z.string().check(z.minLength(1))
const namespaceSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}$/))
const stringsSchema = z.array(z.string())

const networkSchema = z.looseObject({
  id: z.union([z.number(), nonEmptyStringSchema]),
  chainNamespace: namespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  name: nonEmptyStringSchema,
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: nonNegativeIntegerSchema,
  }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: stringsSchema }) }),
})

const functionSchema = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')

const adapterSchema = z.looseObject({
  namespace: namespaceSchema,
  networks: z.array(networkSchema),
  init: functionSchema,
  connect: functionSchema,
})

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

const timeoutSchema = z.number().check(z.positive())

const optionsSchema = z.looseObject({
  adapters: z.array(adapterSchema).check(z.minLength(1)),
  networks: z.array(networkSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(networkSchema),
  metadata: z.optional(
    z.object({ name: nonEmptyStringSchema, description: z.string(), url: z.string(), icons: stringsSchema }),
  ),
  projectId: z.optional(nonEmptyStringSchema),
  features: z.optional(
    z.looseObject({
      socials: z.optional(z.union([z.literal(false), stringsSchema])),
      connectMethodsOrder: z.optional(z.array(z.enum(['wallet', 'email', 'social']))),
      walletFeaturesOrder: z.optional(z.array(z.enum(['swaps', 'send', 'receive', 'onramp']))),
      connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_GROUPS))),
    }),
  ),
  featuredWalletIds: z.optional(stringsSchema),
  includeWalletIds: z.optional(stringsSchema),
  excludeWalletIds: z.optional(stringsSchema),
  enableWalletConnect: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  defaultAccountTypes: z.optional(z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment']))),
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(themeVariablesSchema),
  timeouts: z.optional(
    z.strictObject(
      Object.fromEntries(Object.keys(DEFAULT_TIMEOUTS).map((key) => [key, z.optional(timeoutSchema)])),
    ),
  ),
  endpoints: z.optional(z.record(z.string(), z.url({ protocol: /^(https?|wss?)$/ }))),
})

export class InvalidOptionsError extends WalletPortError {
  override name = 'InvalidOptionsError'
}

/** Validates the app's options (fail fast, naming the field) and fills in every default. */
export function resolveOptions(options: WalletPortOptions): ResolvedOptions {
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    throw new ConflictingSignInOptionsError()
  parseWithSchema(optionsSchema, options, 'options')

  const namespaces = new Set<string>()
  for (const adapter of options.adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionsError(`options.adapters: two adapters for namespace ${adapter.namespace}`)
    }
    namespaces.add(adapter.namespace)
  }
  const ids = new Set<string>()
  for (const network of options.networks) {
    if (ids.has(network.caipNetworkId)) {
      throw new InvalidOptionsError(`options.networks: ${network.caipNetworkId} is listed twice`)
    }
    ids.add(network.caipNetworkId)
    if (!namespaces.has(network.chainNamespace)) {
      throw new InvalidOptionsError(
        `options.networks: ${network.caipNetworkId} has no adapter for namespace ${network.chainNamespace}`,
      )
    }
  }
  const defaultNetwork = options.defaultNetwork ?? options.networks[0]
  if (!ids.has(defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError(
      `options.defaultNetwork: ${defaultNetwork.caipNetworkId} is not in options.networks`,
    )
  }

  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
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
