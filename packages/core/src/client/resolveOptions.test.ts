import * as z from 'zod/mini'
import { CONNECTOR_GROUPS } from '../connectors/groupConnectors.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { localEvm, localSolana } from '../networks/index.js'
import type { Network } from '../networks/types.js'
import { caipNetworkIdSchema } from '../schemas/chain.js'
import { nonNegativeIntegerSchema } from '../schemas/integerSchema.js'
import { themeModeSchema, themeVariablesSchema } from '../schemas/theme.js'
import { toSchemaIssues } from '../schemas/toSchemaIssues.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import type { WalletPortOptions } from './options.js'
import { DEFAULT_TIMEOUTS, resolveOptions } from './resolveOptions.js'

// The zod schema the hand checks replaced (start-up loads no zod): both must find the same issues.
const nonEmpty = z.string().check(z.minLength(1))
const strings = z.array(z.string())
const network = z.looseObject({
  id: z.union([z.number(), nonEmpty]),
  chainNamespace: z.string().check(z.regex(/^[-a-z0-9]{3,8}$/)),
  caipNetworkId: caipNetworkIdSchema,
  name: nonEmpty,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: nonNegativeIntegerSchema }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: strings }) }),
})
const fn = z.custom<() => unknown>((value) => typeof value === 'function')
const zodOptions = z.looseObject({
  adapters: z
    .array(
      z.looseObject({
        namespace: network.shape.chainNamespace,
        networks: z.array(network),
        init: fn,
        connect: fn,
      }),
    )
    .check(z.minLength(1)),
  networks: z.array(network).check(z.minLength(1)),
  defaultNetwork: z.optional(network),
  metadata: z.optional(
    z.object({
      name: nonEmpty,
      description: z.string(),
      url: z.string(),
      icons: strings,
      redirect: z.optional(
        z.strictObject({
          native: z.optional(z.string().check(z.regex(/^(?!(https?|javascript|data):)[a-z][a-z0-9+.-]*:/i))),
          universal: z.optional(z.url({ protocol: /^https?$/ })),
        }),
      ),
    }),
  ),
  projectId: z.optional(nonEmpty),
  features: z.optional(
    z.looseObject({
      socials: z.optional(z.union([z.literal(false), strings])),
      connectMethodsOrder: z.optional(z.array(z.enum(['wallet', 'email', 'social']))),
      walletFeaturesOrder: z.optional(z.array(z.enum(['swaps', 'send', 'receive', 'onramp']))),
      connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_GROUPS))),
    }),
  ),
  featuredWalletIds: z.optional(strings),
  includeWalletIds: z.optional(strings),
  excludeWalletIds: z.optional(strings),
  enableWalletConnect: z.optional(z.boolean()),
  termsConditionsUrl: z.optional(z.url({ protocol: /^https?$/ })),
  privacyPolicyUrl: z.optional(z.url({ protocol: /^https?$/ })),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  defaultAccountTypes: z.optional(z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment']))),
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(themeVariablesSchema),
  timeouts: z.optional(
    z.strictObject(
      Object.fromEntries(
        Object.keys(DEFAULT_TIMEOUTS).map((key) => [key, z.optional(z.number().check(z.positive()))]),
      ),
    ),
  ),
  endpoints: z.optional(z.record(z.string(), z.url({ protocol: /^(https?|wss?)$/ }))),
})

const evm = createMemoryAdapter({ networks: [localEvm] })
const valid: WalletPortOptions = { adapters: [evm], networks: [localEvm] }

function issuesOf(options: unknown): unknown {
  try {
    resolveOptions(options as WalletPortOptions)
  } catch (error) {
    if (error instanceof SchemaValidationError) return error.issues
    throw error
  }
  return []
}

const zodIssuesOf = (options: unknown) => {
  const result = zodOptions.safeParse(options)
  return result.success ? [] : toSchemaIssues(result.error, options, 'options')
}

const meta = { name: 'app', description: '', url: 'https://a.example', icons: [] }

const cases: [string, unknown][] = [
  ['valid options', valid],
  [
    'every optional field valid',
    {
      ...valid,
      defaultNetwork: localEvm,
      metadata: {
        name: 'app',
        description: '',
        url: 'https://a.example',
        icons: [],
        redirect: { native: 'myapp://', universal: 'https://a.example/back' },
      },
      projectId: 'p',
      features: {
        socials: false,
        connectMethodsOrder: ['email', 'wallet'],
        connectorTypeOrder: ['injected'],
      },
      featuredWalletIds: ['a'],
      enableWalletConnect: false,
      defaultAccountTypes: { eip155: 'smartAccount' },
      themeMode: 'dark',
      themeVariables: { '--wp-accent': 'red', '--wp-z-index': 5, '--wp-color-mix-strength': 40 },
      timeouts: { connect: 1000, init: undefined },
      endpoints: { relay: 'wss://relay.example', rpc: 'http://127.0.0.1:8545' },
    },
  ],
  ['nothing', {}],
  ['null', null],
  ['a string', 'options'],
  ['no adapters', { ...valid, adapters: [] }],
  ['an adapter without connect', { ...valid, adapters: [{ ...evm, connect: undefined }] }],
  ['an adapter with a bad namespace', { ...valid, adapters: [{ ...evm, namespace: 'EIP155!' }] }],
  ['a network with a bad CAIP id', { ...valid, networks: [{ ...localEvm, caipNetworkId: 'nope' }] }],
  [
    'a network with fractional decimals',
    {
      ...valid,
      networks: [{ ...localEvm, nativeCurrency: { ...localEvm.nativeCurrency, decimals: 1.5 } }],
    },
  ],
  ['a network without rpc urls', { ...valid, networks: [{ ...localEvm, rpcUrls: {} }] }],
  ['a network with an empty id', { ...valid, networks: [{ ...localEvm, id: '' }] }],
  ['metadata missing its name', { ...valid, metadata: { description: '', url: '', icons: [] } }],
  [
    'a redirect to javascript:',
    { ...valid, metadata: { ...meta, redirect: { native: 'javascript:alert(1)' } } },
  ],
  [
    'a native redirect on https',
    { ...valid, metadata: { ...meta, redirect: { native: 'https://a.example' } } },
  ],
  ['a relative universal redirect', { ...valid, metadata: { ...meta, redirect: { universal: '/back' } } }],
  ['an unknown redirect key', { ...valid, metadata: { ...meta, redirect: { linkmode: true } } }],
  ['an empty projectId', { ...valid, projectId: '' }],
  ['socials true', { ...valid, features: { socials: true } }],
  ['an unknown connect method', { ...valid, features: { connectMethodsOrder: ['wallet', 'phone'] } }],
  ['an unknown connector group', { ...valid, features: { connectorTypeOrder: ['nope'] } }],
  ['a wallet id that is a number', { ...valid, includeWalletIds: [1] }],
  ['enableWalletConnect as a string', { ...valid, enableWalletConnect: 'yes' }],
  ['an unknown account type', { ...valid, defaultAccountTypes: { eip155: 'multisig' } }],
  ['an unknown theme mode', { ...valid, themeMode: 'blue' }],
  ['an unknown theme variable', { ...valid, themeVariables: { '--wp-accnt': 'red' } }],
  ['a blank theme value', { ...valid, themeVariables: { '--wp-accent': '  ' } }],
  ['a colour mix over 100', { ...valid, themeVariables: { '--wp-color-mix-strength': 101 } }],
  ['a fractional z-index', { ...valid, themeVariables: { '--wp-z-index': 1.5 } }],
  ['a zero time-out', { ...valid, timeouts: { connect: 0 } }],
  ['an infinite time-out', { ...valid, timeouts: { connect: Number.POSITIVE_INFINITY } }],
  ['an unknown time-out', { ...valid, timeouts: { conect: 10 } }],
  ['an ftp endpoint', { ...valid, endpoints: { rpc: 'ftp://a.example' } }],
  ['a relative endpoint', { ...valid, endpoints: { rpc: '/rpc' } }],
  ['terms on https', { ...valid, termsConditionsUrl: 'https://a.example/terms' }],
  ['terms as javascript:', { ...valid, termsConditionsUrl: 'javascript:alert(1)' }],
  ['a relative privacy policy', { ...valid, privacyPolicyUrl: '/privacy' }],
  ['several problems at once', { adapters: 'evm', networks: [localEvm, { id: 1 }], themeMode: 1 }],
]

describe('resolveOptions (hand checks, no zod at start-up)', () => {
  it.each(cases)('finds the issues zod finds: %s', (_, options) => {
    expect(issuesOf(options)).toEqual(zodIssuesOf(options))
  })

  it('names the field and the rule in the message and details', () => {
    let thrown: unknown
    try {
      resolveOptions({ ...valid, timeouts: { connect: -1 } } as WalletPortOptions)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SchemaValidationError)
    expect((thrown as SchemaValidationError).message).toContain('options.timeouts.connect: Invalid input')
    expect((thrown as SchemaValidationError).details).toContain(
      'options.timeouts.connect: expected number > 0',
    )
  })

  it('reports a missing required field as Required', () => {
    expect(issuesOf({ adapters: [evm] })).toEqual([{ path: 'options.networks', message: 'Required' }])
  })

  it('takes networks as a plain array (no `as const`) and refuses an empty one, naming the field', () => {
    const networks: Network[] = [localEvm]
    expect(resolveOptions({ adapters: [evm], networks }).defaultNetwork).toBe(localEvm)
    expect(() => resolveOptions({ adapters: [evm], networks: [] })).toThrow(
      'options.networks: the app offers at least one network: expected a non-empty array, received []',
    )
  })

  it('still refuses what only whole-options rules see (a network without its adapter)', () => {
    expect(() => resolveOptions({ adapters: [evm], networks: [localEvm, localSolana] })).toThrow(
      'options.networks: solana:localnet has no adapter for namespace solana: expected a namespace of the adapters (eip155), received solana',
    )
  })

  it('says what it expected and what came for a doubled adapter or network and a default network not listed', () => {
    expect(() => resolveOptions({ adapters: [evm, evm], networks: [localEvm] })).toThrow(
      'options.adapters: two adapters for namespace eip155: expected one adapter per namespace, received two',
    )
    expect(() => resolveOptions({ adapters: [evm], networks: [localEvm, localEvm] })).toThrow(
      `options.networks: ${localEvm.caipNetworkId} is listed twice: expected each network once, received it twice`,
    )
    const elsewhere = { ...localEvm, caipNetworkId: 'eip155:1' as const }
    expect(() =>
      resolveOptions({ adapters: [evm], networks: [localEvm], defaultNetwork: elsewhere }),
    ).toThrow(
      `options.defaultNetwork: eip155:1 is not in options.networks: expected one of ${localEvm.caipNetworkId}, received eip155:1`,
    )
  })

  it('features.legalCheckbox: refused without a link to the terms or the privacy policy', () => {
    expect(() => resolveOptions({ ...valid, features: { legalCheckbox: true } })).toThrow(
      'options.features.legalCheckbox: the checkbox links to the terms or the privacy policy: expected options.termsConditionsUrl or options.privacyPolicyUrl, received neither',
    )
    const withTerms = {
      ...valid,
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://a.example/t',
    }
    expect(resolveOptions(withTerms).features.legalCheckbox).toBe(true)
  })

  it('features.walletFeaturesOrder: the features named first, those left out after in the default order', () => {
    expect(resolveOptions(valid).features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    const order = (walletFeaturesOrder: ('swaps' | 'send' | 'receive' | 'onramp')[]) =>
      resolveOptions({ ...valid, features: { walletFeaturesOrder } }).features.walletFeaturesOrder
    expect(order(['send', 'receive'])).toEqual(['send', 'receive', 'onramp', 'swaps'])
    expect(order(['swaps', 'swaps'])).toEqual(['swaps', 'onramp', 'receive', 'send'])
  })
})
