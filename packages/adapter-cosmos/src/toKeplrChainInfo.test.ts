import { defineNetwork, RpcUrlNotFoundError, withRpc } from '@walletport/core'
import { cosmosHub, localCosmos } from '@walletport/core/networks'
import { toKeplrChainInfo } from './toKeplrChainInfo.js'

describe('toKeplrChainInfo', () => {
  it('builds the ChainInfo from the network: ids, URLs, prefixes, currency and a 0.025 gas price', () => {
    const currency = { coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }
    expect(toKeplrChainInfo(withRpc(cosmosHub, 'https://cosmos-node.example'))).toEqual({
      chainId: 'cosmoshub-4',
      chainName: 'Cosmos Hub',
      rpc: 'https://cosmos-node.example',
      rest: 'https://cosmos-node.example',
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'cosmos',
        bech32PrefixAccPub: 'cosmospub',
        bech32PrefixValAddr: 'cosmosvaloper',
        bech32PrefixValPub: 'cosmosvaloperpub',
        bech32PrefixConsAddr: 'cosmosvalcons',
        bech32PrefixConsPub: 'cosmosvalconspub',
      },
      currencies: [currency],
      feeCurrencies: [{ ...currency, gasPriceStep: { low: 0.025, average: 0.025, high: 0.025 } }],
      stakeCurrency: currency,
    })
  })

  it('a network the app gave no node is RpcUrlNotFoundError: the wallet is never handed a host the app did not name', () => {
    expect(() => toKeplrChainInfo(cosmosHub)).toThrow(RpcUrlNotFoundError)
  })

  it('takes custom.rest, custom.coinType and the gas price (the adapter option over custom.gasPrice)', () => {
    const network = defineNetwork({
      ...localCosmos,
      custom: { ...localCosmos.custom, rest: 'http://127.0.0.1:1317', coinType: 529, gasPrice: '0.1ustake' },
    })
    const info = toKeplrChainInfo(network)
    expect(info).toMatchObject({ rest: 'http://127.0.0.1:1317', bip44: { coinType: 529 } })
    expect(info.feeCurrencies[0]!.gasPriceStep.average).toBe(0.1)
    const configured = toKeplrChainInfo(network, { [network.caipNetworkId]: '0.5ustake' })
    expect(configured.feeCurrencies[0]!.gasPriceStep).toEqual({ low: 0.5, average: 0.5, high: 0.5 })
  })

  it('a network without bech32Prefix and denom is ChainNotSupportedError', () => {
    const bare = defineNetwork({ ...localCosmos, custom: {} })
    expect(() => toKeplrChainInfo(bare)).toThrow('Chain is not supported')
  })
})
