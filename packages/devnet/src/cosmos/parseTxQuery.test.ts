import type { CosmosTxRecord } from './createCosmosChain.js'
import { matchesTxQuery, parseTxQuery } from './parseTxQuery.js'

const record = {
  hash: 'ABCD',
  height: 7,
  index: 0,
  tx: new Uint8Array(),
  result: {
    code: 0,
    codespace: '',
    log: '',
    data: new Uint8Array(),
    gasWanted: 0n,
    gasUsed: 0n,
    events: [
      { type: 'message', attributes: [{ key: 'sender', value: 'cosmos1a', index: true }] },
      { type: 'transfer', attributes: [{ key: 'recipient', value: 'cosmos1b', index: true }] },
    ],
  },
} satisfies CosmosTxRecord

describe('parseTxQuery', () => {
  it('parses quoted and numeric conditions joined by AND', () => {
    expect(parseTxQuery("message.sender='cosmos1a' AND tx.height>=5")).toEqual([
      { key: 'message.sender', operator: '=', value: 'cosmos1a' },
      { key: 'tx.height', operator: '>=', value: 5 },
    ])
  })

  it('refuses OR and conditions without a value', () => {
    expect(() => parseTxQuery("a.b='x' OR a.c='y'")).toThrow('unsupported condition')
    expect(() => parseTxQuery('a.b=')).toThrow('has no value')
  })

  it('matches event attributes, tx.hash and tx.height', () => {
    expect(matchesTxQuery(parseTxQuery("transfer.recipient='cosmos1b'"), record)).toBe(true)
    expect(matchesTxQuery(parseTxQuery("tx.hash='ABCD' AND tx.height=7"), record)).toBe(true)
    expect(matchesTxQuery(parseTxQuery("message.sender='cosmos1b'"), record)).toBe(false)
    expect(matchesTxQuery(parseTxQuery('tx.height>7'), record)).toBe(false)
  })
})
