import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { localEvm, localSolana, mainnet, optimism } from '../../networks/index.js'
import { getCoinType } from './getCoinType.js'

const other = (chainNamespace: string, id: string) =>
  defineNetwork({
    id,
    chainNamespace,
    name: id,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

describe('getCoinType', () => {
  it('uses SLIP-44 coin type 60 on Ethereum mainnet', () => {
    expect(getCoinType(mainnet)).toBe(60)
  })

  it('uses ENSIP-11 0x80000000 | chainId as an unsigned number on other eip155 chains', () => {
    expect(getCoinType(optimism)).toBe(2147483658)
    expect(getCoinType(localEvm)).toBe(0x80000000 + 31337)
  })

  it('uses the SLIP-44 number of solana, polkadot, bitcoin and cosmos', () => {
    expect(getCoinType(localSolana)).toBe(501)
    expect(getCoinType(other('polkadot', '91b171bb158e2d3848fa23a9f1c25182'))).toBe(354)
    expect(getCoinType(other('bip122', '000000000019d6689c085ae165831e93'))).toBe(0)
    expect(getCoinType(other('cosmos', 'cosmoshub-4'))).toBe(118)
  })

  it('refuses a namespace with no known coin type', () => {
    expect(() => getCoinType(other('tezos', 'NetXdQprcVkpaWU'))).toThrow(MethodNotSupportedError)
  })
})
