import {
  CONNECTOR_GROUPS,
  type ConnectorGroup,
  groupConnectors,
  type OrderConnectorsOptions,
} from './groupConnectors.js'
import type { Connector, ConnectorType } from './types.js'

function connector(id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector {
  return { id, name: id, chain: 'eip155', type, ...extra }
}

const options: OrderConnectorsOptions = {
  enableWalletConnect: true,
  connectedViaWalletConnect: false,
  recentIds: [],
  featuredWalletIds: [],
}

function groupsOf(entries: ReturnType<typeof groupConnectors>): Record<string, string[]> {
  return Object.fromEntries(entries.map((entry) => [entry.group, entry.connectors.map((c) => c.id)]))
}

describe('groupConnectors', () => {
  it('returns every group, empty, in the default order for no connectors', () => {
    const entries = groupConnectors([], options)
    expect(entries.map((entry) => entry.group)).toEqual([...CONNECTOR_GROUPS])
    expect(entries.every((entry) => entry.connectors.length === 0)).toBe(true)
  })

  it('sorts connectors into their sections', () => {
    const entries = groupConnectors(
      [
        connector('ext', 'EXTERNAL'),
        connector('wc', 'WALLET_CONNECT'),
        connector('rabby', 'ANNOUNCED'),
        connector('recent', 'INJECTED', { installed: true }),
        connector('feat', 'EXTERNAL'),
        connector('mine', 'INJECTED'),
        connector('rec', 'INJECTED'),
      ],
      {
        ...options,
        recentIds: ['recent'],
        featuredWalletIds: ['feat'],
        customIds: ['mine'],
        recommendedIds: ['rec'],
      },
    )
    expect(groupsOf(entries)).toEqual({
      walletConnect: ['wc'],
      recent: ['recent'],
      injected: ['rabby'],
      featured: ['feat'],
      custom: ['mine'],
      external: ['ext'],
      recommended: ['rec'],
    })
  })

  it('offers WalletConnect only when enabled and not already connected through it', () => {
    const wc = [connector('wc', 'WALLET_CONNECT')]
    expect(groupsOf(groupConnectors(wc, { ...options, enableWalletConnect: false })).walletConnect).toEqual(
      [],
    )
    expect(
      groupsOf(groupConnectors(wc, { ...options, connectedViaWalletConnect: true })).walletConnect,
    ).toEqual([])
  })

  it('keeps a hidden WalletConnect connector out of every other section', () => {
    const wc = [connector('wc', 'WALLET_CONNECT')]
    const entries = groupConnectors(wc, { ...options, enableWalletConnect: false, recentIds: ['wc'] })
    expect(entries.flatMap((entry) => entry.connectors)).toEqual([])
  })

  it('counts only installed INJECTED, ANNOUNCED and MULTI_CHAIN connectors as injected', () => {
    const entries = groupConnectors(
      [
        connector('inj-yes', 'INJECTED', { installed: true }),
        connector('inj-no', 'INJECTED', { installed: false }),
        connector('inj-unknown', 'INJECTED'),
        connector('ann', 'ANNOUNCED'),
        connector('ann-no', 'ANNOUNCED', { installed: false }),
        connector('multi', 'MULTI_CHAIN', { installed: true }),
        connector('ext', 'EXTERNAL', { installed: true }),
      ],
      options,
    )
    expect(groupsOf(entries).injected).toEqual(['inj-yes', 'ann', 'multi'])
    expect(groupsOf(entries).external).toEqual(['ext'])
  })

  it('lists featured connectors in the order of featuredWalletIds, skipping unknown ids', () => {
    const entries = groupConnectors(
      [connector('a', 'EXTERNAL'), connector('b', 'EXTERNAL'), connector('c', 'EXTERNAL')],
      {
        ...options,
        featuredWalletIds: ['c', 'missing', 'a'],
      },
    )
    expect(groupsOf(entries).featured).toEqual(['c', 'a'])
    expect(groupsOf(entries).external).toEqual(['b'])
  })

  it('lists recent connectors most recent first', () => {
    const entries = groupConnectors([connector('a', 'ANNOUNCED'), connector('b', 'ANNOUNCED')], {
      ...options,
      recentIds: ['b', 'a'],
    })
    expect(groupsOf(entries).recent).toEqual(['b', 'a'])
  })

  it('matches ids by explorerId, rdns and the ids of merged per-chain connectors', () => {
    const sol = connector('phantom-sol', 'INJECTED', { chain: 'solana' })
    const entries = groupConnectors(
      [
        connector('mm', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
        connector('tw', 'EXTERNAL', { explorerId: '4622a2b2' }),
        connector('phantom', 'MULTI_CHAIN', { connectors: [sol] }),
      ],
      { ...options, recentIds: ['io.metamask'], featuredWalletIds: ['4622a2b2', 'phantom-sol'] },
    )
    expect(groupsOf(entries).recent).toEqual(['mm'])
    expect(groupsOf(entries).featured).toEqual(['tw', 'phantom'])
  })

  it('places a connector once, in the first section it qualifies for', () => {
    const entries = groupConnectors([connector('a', 'ANNOUNCED')], {
      ...options,
      recentIds: ['a', 'a'],
      featuredWalletIds: ['a'],
      customIds: ['a'],
    })
    expect(groupsOf(entries).recent).toEqual(['a'])
    expect(entries.flatMap((entry) => entry.connectors)).toHaveLength(1)
  })

  it('uses a configured connectorTypeOrder, then the other groups in default order', () => {
    const entries = groupConnectors([], { ...options, connectorTypeOrder: ['external', 'featured'] })
    expect(entries.map((entry) => entry.group)).toEqual([
      'external',
      'featured',
      'walletConnect',
      'recent',
      'injected',
      'custom',
      'recommended',
    ])
  })

  it('decides the section of a connector by the configured order', () => {
    const entries = groupConnectors([connector('a', 'ANNOUNCED')], {
      ...options,
      recentIds: ['a'],
      connectorTypeOrder: ['injected', 'recent'],
    })
    expect(groupsOf(entries).injected).toEqual(['a'])
    expect(groupsOf(entries).recent).toEqual([])
  })

  it('ignores unknown and repeated names in connectorTypeOrder', () => {
    const entries = groupConnectors([], {
      ...options,
      connectorTypeOrder: ['recommended', 'bogus' as ConnectorGroup, 'recommended'],
    })
    expect(entries.map((entry) => entry.group)).toEqual([
      'recommended',
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
    ])
  })

  it('leaves out AUTH, unknown types and wallets neither installed nor listed', () => {
    const entries = groupConnectors(
      [
        connector('auth', 'AUTH'),
        connector('odd', 'SOMETHING_NEW' as ConnectorType),
        connector('absent', 'INJECTED', { installed: false }),
      ],
      { ...options, recentIds: ['auth', 'odd'] },
    )
    expect(entries.flatMap((entry) => entry.connectors)).toEqual([])
  })

  it('does not mutate its input', () => {
    const input = [connector('a', 'ANNOUNCED'), connector('b', 'EXTERNAL')]
    const recentIds = ['b']
    const snapshot = structuredClone({ input, recentIds })
    groupConnectors(Object.freeze(input.map((c) => Object.freeze(c))), { ...options, recentIds })
    expect({ input, recentIds }).toEqual(snapshot)
  })
})
