import { z } from 'zod'
import { CONNECTOR_GROUPS } from '../connectors/groupConnectors.js'
import { WalletPortError } from '../errors/base.js'
import { ConflictingSignInOptionsError } from '../errors/siwx.js'
import { caipNetworkIdSchema } from '../schemas/chain.js'
import { parseWithSchema } from '../schemas/parseWithSchema.js'
import { themeModeSchema, themeVariablesSchema } from '../schemas/theme.js'
import type { ResolvedOptions } from './context.js'
import type { Features, WalletPortOptions } from './options.js'

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

const networkSchema = z.looseObject({
  id: z.union([z.number(), z.string().min(1)]),
  chainNamespace: z.string().regex(/^[-a-z0-9]{3,8}$/),
  caipNetworkId: caipNetworkIdSchema,
  name: z.string().min(1),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
  }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
})

const adapterSchema = z.looseObject({
  namespace: z.string().regex(/^[-a-z0-9]{3,8}$/),
  networks: z.array(networkSchema),
  init: z.function(),
  connect: z.function(),
})

const optionsSchema = z.looseObject({
  adapters: z.array(adapterSchema).min(1),
  networks: z.array(networkSchema).min(1),
  defaultNetwork: networkSchema.optional(),
  metadata: z
    .object({ name: z.string().min(1), description: z.string(), url: z.string(), icons: z.array(z.string()) })
    .optional(),
  projectId: z.string().min(1).optional(),
  features: z
    .looseObject({
      socials: z.union([z.literal(false), z.array(z.string())]).optional(),
      connectMethodsOrder: z.array(z.enum(['wallet', 'email', 'social'])).optional(),
      walletFeaturesOrder: z.array(z.enum(['swaps', 'send', 'receive', 'onramp'])).optional(),
      connectorTypeOrder: z.array(z.enum(CONNECTOR_GROUPS)).optional(),
    })
    .optional(),
  featuredWalletIds: z.array(z.string()).optional(),
  includeWalletIds: z.array(z.string()).optional(),
  excludeWalletIds: z.array(z.string()).optional(),
  enableWalletConnect: z.boolean().optional(),
  enableNetworkSwitch: z.boolean().optional(),
  allowUnsupportedChain: z.boolean().optional(),
  defaultAccountTypes: z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment'])).optional(),
  themeMode: themeModeSchema.optional(),
  themeVariables: themeVariablesSchema.optional(),
  endpoints: z.record(z.string(), z.url({ protocol: /^(https?|wss?)$/ })).optional(),
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
  }
}
