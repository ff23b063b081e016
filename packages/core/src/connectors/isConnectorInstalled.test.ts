import { isConnectorInstalled } from './isConnectorInstalled.js'
import type { Connector } from './types.js'

const base: Connector = { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' }

describe('isConnectorInstalled', () => {
  it('follows an explicit installed flag', () => {
    expect(isConnectorInstalled({ ...base, installed: true })).toBe(true)
    expect(isConnectorInstalled({ ...base, installed: false })).toBe(false)
    expect(isConnectorInstalled({ ...base, type: 'ANNOUNCED', installed: false })).toBe(false)
  })

  it('counts an ANNOUNCED connector without a flag as installed', () => {
    expect(isConnectorInstalled({ ...base, type: 'ANNOUNCED' })).toBe(true)
  })

  it('counts an INJECTED or EXTERNAL connector without a flag as not installed', () => {
    expect(isConnectorInstalled(base)).toBe(false)
    expect(isConnectorInstalled({ ...base, type: 'EXTERNAL' })).toBe(false)
  })

  it('counts a merged entry without a flag as installed when any per-chain connector is', () => {
    const solana: Connector = { ...base, chain: 'solana', installed: true }
    expect(isConnectorInstalled({ ...base, type: 'MULTI_CHAIN', connectors: [base, solana] })).toBe(true)
    expect(isConnectorInstalled({ ...base, type: 'MULTI_CHAIN', connectors: [base] })).toBe(false)
    expect(isConnectorInstalled({ ...base, type: 'MULTI_CHAIN', connectors: [] })).toBe(false)
  })
})
