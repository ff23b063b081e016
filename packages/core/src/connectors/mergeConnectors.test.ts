import { mergeConnectors } from './mergeConnectors.js'
import type { Connector, ConnectorType } from './types.js'

function connector(
  id: string,
  name: string,
  chain: string,
  type: ConnectorType = 'INJECTED',
  extra: Partial<Connector> = {},
): Connector {
  return { id, name, chain, type, ...extra }
}

describe('mergeConnectors', () => {
  it('returns an empty list for no connectors', () => {
    expect(mergeConnectors([])).toEqual([])
  })

  it('merges the same name on several chains into one MULTI_CHAIN entry', () => {
    const evm = connector('io.metamask', 'MetaMask', 'eip155', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })
    const solana = connector('metamask-solana', 'MetaMask', 'solana', 'INJECTED', { installed: true })
    const [merged, ...rest] = mergeConnectors([evm, solana])

    expect(rest).toEqual([])
    expect(merged).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      chains: ['eip155', 'solana'],
      installed: true,
      connectors: [evm, solana],
      info: { rdns: 'io.metamask' },
    })
  })

  it('matches names across chains after normalisation and case', () => {
    const evm = connector('trust-evm', 'Trust Wallet', 'eip155')
    const solana = connector('trust-sol', 'trust', 'solana')
    const merged = mergeConnectors([evm, solana])

    expect(merged).toHaveLength(1)
    expect(merged[0]?.name).toBe('Trust')
    expect(merged[0]?.connectors).toEqual([evm, solana])
  })

  it('merges auth connectors into one AUTH entry', () => {
    const evm = connector('ID_AUTH', 'Auth', 'eip155', 'AUTH')
    const solana = connector('ID_AUTH', 'Auth', 'solana', 'AUTH')
    const merged = mergeConnectors([evm, solana])

    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('AUTH')
    expect(merged[0]?.chains).toEqual(['eip155', 'solana'])
  })

  it('merges the WalletConnect connector of several adapters into one WALLET_CONNECT entry', () => {
    const evm = connector('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT')
    const solana = connector('walletConnect', 'WalletConnect', 'solana', 'WALLET_CONNECT')
    const merged = mergeConnectors([evm, solana])

    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155', 'solana'],
      connectors: [evm, solana],
    })
  })

  it('never merges the WalletConnect connector with a wallet of the same name', () => {
    const walletConnect = connector('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT')
    const wallet = connector('wc-wallet', 'WalletConnect', 'solana')
    expect(mergeConnectors([walletConnect, wallet])).toEqual([walletConnect, wallet])
  })

  it('never merges an auth connector with a wallet of the same name', () => {
    const auth = connector('ID_AUTH', 'Wallet', 'eip155', 'AUTH')
    const wallet = connector('w', 'Wallet', 'solana')
    expect(mergeConnectors([auth, wallet])).toEqual([auth, wallet])
  })

  it('keeps a name seen on one chain as it is, same reference and type', () => {
    const phantom = connector('phantom', 'Phantom', 'solana', 'ANNOUNCED')
    const external = connector('coinbase', 'Coinbase Wallet', 'eip155', 'EXTERNAL')
    const result = mergeConnectors([phantom, external])

    expect(result).toEqual([phantom, external])
    expect(result[0]).toBe(phantom)
  })

  it("renames a single-chain 'Trust Wallet' to 'Trust' without changing its type", () => {
    const trust = connector('trust', 'Trust Wallet', 'eip155', 'ANNOUNCED')
    expect(mergeConnectors([trust])).toEqual([{ ...trust, name: 'Trust' }])
  })

  it('keeps same-name connectors on one chain apart', () => {
    const injected = connector('injected', 'MetaMask', 'eip155', 'INJECTED')
    const announced = connector('io.metamask', 'MetaMask', 'eip155', 'ANNOUNCED')
    expect(mergeConnectors([injected, announced])).toEqual([injected, announced])
  })

  it('keeps every original, including same-chain ones, in a merged entry', () => {
    const injected = connector('injected', 'Phantom', 'eip155')
    const announced = connector('app.phantom', 'Phantom', 'eip155', 'ANNOUNCED')
    const solana = connector('phantom-sol', 'Phantom Wallet', 'solana', 'ANNOUNCED')
    const [merged] = mergeConnectors([injected, announced, solana])

    expect(merged?.connectors).toEqual([injected, announced, solana])
    expect(merged?.chains).toEqual(['eip155', 'solana'])
  })

  it('places each entry at the first appearance of its name', () => {
    const mmEvm = connector('mm-evm', 'MetaMask', 'eip155')
    const rabby = connector('rabby', 'Rabby', 'eip155')
    const phantom = connector('phantom', 'Phantom', 'solana')
    const mmSol = connector('mm-sol', 'MetaMask', 'solana')
    const result = mergeConnectors([mmEvm, rabby, phantom, mmSol])

    expect(result.map((c) => c.name)).toEqual(['MetaMask', 'Rabby', 'Phantom'])
    expect(result[0]?.type).toBe('MULTI_CHAIN')
  })

  it('takes imageUrl, imageId and explorerId from the first connector that has one', () => {
    const evm = connector('a', 'Backpack', 'eip155')
    const solana = connector('b', 'Backpack', 'solana', 'INJECTED', {
      imageUrl: 'sol.png',
      imageId: 'img-sol',
    })
    const cosmos = connector('c', 'Backpack', 'cosmos', 'INJECTED', {
      imageUrl: 'cosmos.png',
      explorerId: 'exp',
    })
    const [merged] = mergeConnectors([evm, solana, cosmos])

    expect(merged?.imageUrl).toBe('sol.png')
    expect(merged?.imageId).toBe('img-sol')
    expect(merged?.explorerId).toBe('exp')
    expect(merged?.info).toBeUndefined()
  })

  it('marks a merged entry installed only when one of its connectors is installed', () => {
    const notInstalled = mergeConnectors([
      connector('a', 'Leather', 'bip122', 'INJECTED', { installed: false }),
      connector('b', 'Leather', 'eip155'),
    ])
    const announced = mergeConnectors([
      connector('a', 'Leather', 'bip122', 'INJECTED', { installed: false }),
      connector('b', 'Leather', 'eip155', 'ANNOUNCED'),
    ])

    expect(notInstalled[0]?.installed).toBe(false)
    expect(announced[0]?.installed).toBe(true)
  })

  it('is idempotent and folds a new chain into an existing merged entry', () => {
    const evm = connector('xv-evm', 'Xverse Wallet', 'eip155')
    const btc = connector('xv-btc', 'Xverse', 'bip122')
    const once = mergeConnectors([evm, btc])
    expect(mergeConnectors(once)).toEqual(once)

    const solana = connector('xv-sol', 'Xverse', 'solana')
    const [folded] = mergeConnectors([...once, solana])
    expect(folded?.chains).toEqual(['eip155', 'bip122', 'solana'])
    expect(folded?.connectors).toEqual([evm, btc, solana])
  })

  it('never merges nameless connectors', () => {
    const a = connector('a', '', 'eip155')
    const b = connector('b', '  ', 'solana')
    expect(mergeConnectors([a, b])).toEqual([a, { ...b, name: '' }])
  })

  it('passes a connector of an unknown type through and merges it by name', () => {
    const odd = connector('odd', 'Odd', 'eip155', 'SOMETHING_NEW' as ConnectorType)
    expect(mergeConnectors([odd])).toEqual([odd])
    const [merged] = mergeConnectors([odd, connector('odd2', 'Odd', 'solana')])
    expect(merged?.type).toBe('MULTI_CHAIN')
  })

  it('does not mutate its input', () => {
    const input = [
      connector('mm-evm', 'MetaMask', 'eip155', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
      connector('trust', 'Trust Wallet', 'eip155'),
      connector('mm-sol', 'MetaMask', 'solana'),
    ]
    const snapshot = structuredClone(input)
    const frozen = Object.freeze(input.map((c) => Object.freeze(c)))
    mergeConnectors(frozen)
    expect(input).toEqual(snapshot)
  })

  it('merges 1,000 connectors in one pass', () => {
    const chains = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
    const input = Array.from({ length: 1000 }, (_, i) =>
      connector(`c${i}`, `Wallet ${i % 200}`, chains[Math.floor(i / 200)]!),
    )
    const merged = mergeConnectors(input)

    expect(merged).toHaveLength(200)
    expect(merged.every((c) => c.type === 'MULTI_CHAIN' && c.connectors?.length === 5)).toBe(true)
  })
})
