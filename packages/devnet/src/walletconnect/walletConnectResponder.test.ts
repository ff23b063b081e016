import type { ProposalTypes } from '@walletconnect/types'
import { deriveEvmAccounts } from '../evm/deriveEvmAccounts.js'
import { createEvmResponder } from './createEvmResponder.js'
import { createSolanaResponder } from './createSolanaResponder.js'
import { answerWalletConnectRequest, requestedChains, toSessionNamespaces } from './walletConnectResponder.js'

const [account] = deriveEvmAccounts(undefined, 1)
// Nothing is sent in these tests: the URLs only name the chains each part serves.
const evm = createEvmResponder({ privateKey: account!.privateKey, rpcUrls: { 31337: 'http://127.0.0.1:9' } })
const solana = createSolanaResponder({ rpcUrls: { 'solana:localnet': 'http://127.0.0.1:9' } })

function proposal(parts: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>) {
  return parts as ProposalTypes.Struct
}
const request = (chains: string[]) => ({ chains, methods: [], events: [] })

describe('requestedChains', () => {
  it('gathers required and optional chains of a namespace, keyed by namespace or by chain', () => {
    const asked = proposal({
      requiredNamespaces: { eip155: request(['eip155:1']) },
      optionalNamespaces: {
        'eip155:31337': request([]),
        solana: request(['solana:localnet']),
        eip155: request(['eip155:1', 'eip155:10']),
      },
    })
    expect(requestedChains(asked, 'eip155')).toEqual(['eip155:1', 'eip155:31337', 'eip155:10'])
    expect(requestedChains(asked, 'solana')).toEqual(['solana:localnet'])
    expect(requestedChains(asked, 'cosmos')).toEqual([])
  })
})

describe('toSessionNamespaces', () => {
  it('approves each namespace on the chains it serves, with its account, methods and events', () => {
    const asked = proposal({
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: request(['eip155:1', 'eip155:31337']),
        solana: request(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:localnet']),
      },
    })
    expect(toSessionNamespaces(asked, [evm, solana])).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${account!.address}`],
        methods: [...evm.methods],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: ['solana:localnet'],
        accounts: [`solana:localnet:${solana.address}`],
        methods: [
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAndSendTransaction',
          'solana_getAccounts',
          'solana_requestAccounts',
        ],
        events: [],
      },
    })
  })

  it('leaves out a namespace when none of its chains is served', () => {
    const asked = proposal({
      requiredNamespaces: {},
      optionalNamespaces: { solana: request(['solana:devnet']) },
    })
    expect(toSessionNamespaces(asked, [evm, solana])).toEqual({})
  })
})

describe('answerWalletConnectRequest', () => {
  const context = { emit: async () => {} }

  it('answers with the part serving the chain', async () => {
    await expect(
      answerWalletConnectRequest(
        [evm, solana],
        { chainId: 'solana:localnet', method: 'solana_getAccounts', params: {} },
        context,
      ),
    ).resolves.toEqual([{ pubkey: solana.address }])
  })

  it('refuses a chain no part serves with 5100', async () => {
    await expect(
      answerWalletConnectRequest(
        [evm, solana],
        { chainId: 'eip155:1', method: 'personal_sign', params: [] },
        context,
      ),
    ).rejects.toEqual({ code: 5100, message: 'Unsupported chain eip155:1' })
  })
})
