import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { decodeBalanceResponse, encodeBalanceRequest } from './queryBankBalance.js'

describe('the bank balance query written by hand', () => {
  it("encodes the request as cosmjs-types' QueryBalanceRequest does", () => {
    const address = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    expect(encodeBalanceRequest(address, 'ustake')).toEqual(
      QueryBalanceRequest.encode({ address, denom: 'ustake' }).finish(),
    )
    // A denom past 127 bytes takes a two-byte length.
    const long = `ibc/${'A'.repeat(200)}`
    expect(QueryBalanceRequest.decode(encodeBalanceRequest(address, long))).toEqual({ address, denom: long })
  })

  it("reads the amount of cosmjs-types' QueryBalanceResponse, 0 without a balance", () => {
    const amount = '123456789012345678901234567890'
    const bytes = QueryBalanceResponse.encode(
      QueryBalanceResponse.fromPartial({ balance: { denom: 'ustake', amount } }),
    ).finish()
    expect(decodeBalanceResponse(bytes)).toBe(BigInt(amount))
    expect(decodeBalanceResponse(QueryBalanceResponse.encode({}).finish())).toBe(0n)
  })

  it('refuses a truncated message and an amount that is no integer', () => {
    const bytes = QueryBalanceResponse.encode(
      QueryBalanceResponse.fromPartial({ balance: { denom: 'ustake', amount: '5' } }),
    ).finish()
    expect(() => decodeBalanceResponse(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/)
    const bad = QueryBalanceResponse.encode(
      QueryBalanceResponse.fromPartial({ balance: { denom: 'ustake', amount: '5e3' } }),
    ).finish()
    expect(() => decodeBalanceResponse(bad)).toThrow(/no integer/)
  })
})
