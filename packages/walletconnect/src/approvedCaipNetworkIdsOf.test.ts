import { approvedCaipNetworkIdsOf } from './approvedCaipNetworkIdsOf.js'

const namespace = (entry: { chains?: string[]; accounts: string[] }) => ({
  methods: [],
  events: [],
  ...entry,
})

describe('approvedCaipNetworkIdsOf', () => {
  it("reads the namespace's approved chains, else its accounts' networks, once each", () => {
    const session = {
      namespaces: {
        eip155: namespace({ chains: ['eip155:1', 'eip155:137'], accounts: ['eip155:1:0xa'] }),
        solana: namespace({ accounts: ['solana:5eykt:Abc', 'solana:5eykt:Def', 'solana:devnet:Abc'] }),
      },
    }
    expect(approvedCaipNetworkIdsOf(session, 'eip155')).toEqual(['eip155:1', 'eip155:137'])
    expect(approvedCaipNetworkIdsOf(session, 'solana')).toEqual(['solana:5eykt', 'solana:devnet'])
    expect(approvedCaipNetworkIdsOf(session, 'cosmos')).toEqual([])
  })

  it('is undefined without a session', () => {
    expect(approvedCaipNetworkIdsOf(undefined, 'eip155')).toBeUndefined()
  })
})
