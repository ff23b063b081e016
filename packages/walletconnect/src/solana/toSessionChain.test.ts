import { ChainNotSupportedError } from '@walletport/core'
import { solana, solanaDevnet } from '@walletport/core/networks'
import { toSessionChain } from './toSessionChain.js'

describe('toSessionChain', () => {
  const session = [solana.caipNetworkId, 'solana:localnet']

  it('keeps a CAIP-2 id the session covers', () => {
    expect(toSessionChain('solana:localnet', session)).toBe('solana:localnet')
    expect(toSessionChain(solana.caipNetworkId, session)).toBe(solana.caipNetworkId)
  })

  it("maps a public cluster's Wallet Standard name to its CAIP-2 id", () => {
    expect(toSessionChain('solana:mainnet', session)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('leaves the choice to the namespace when no chain is given', () => {
    expect(toSessionChain(undefined, session)).toBeUndefined()
  })

  it('refuses a chain the session does not cover, naming it', () => {
    expect(() => toSessionChain('solana:devnet', session)).toThrow(ChainNotSupportedError)
    expect(() => toSessionChain(solanaDevnet.caipNetworkId, session)).toThrow(
      expect.objectContaining({
        details: `The WalletConnect session does not cover ${solanaDevnet.caipNetworkId}`,
      }),
    )
  })
})
