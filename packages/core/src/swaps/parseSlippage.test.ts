import { parseSlippage } from './parseSlippage.js'

describe('parseSlippage', () => {
  it('reads percentages as typed', () => {
    expect(parseSlippage('1')).toBe(1)
    expect(parseSlippage('0.5')).toBe(0.5)
    expect(parseSlippage(' 3 % ')).toBe(3)
    expect(parseSlippage('.25')).toBe(0.25)
  })

  it('refuses zero, more than 50, three decimals and garbage, naming the input', () => {
    for (const input of ['0', '51', '0.001', 'abc', '', '-1', '1e1']) {
      expect(() => parseSlippage(input)).toThrow(`received ${JSON.stringify(input)}`)
    }
  })
})
