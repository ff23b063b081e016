import { defaultEvmMnemonic, deriveEvmAccounts } from './deriveEvmAccounts.js'

describe('deriveEvmAccounts', () => {
  it('derives the well-known first anvil/Hardhat account from the default mnemonic', () => {
    const [first] = deriveEvmAccounts()
    expect(first).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
  })

  it('derives ten distinct accounts by default and as many as asked', () => {
    expect(new Set(deriveEvmAccounts().map((account) => account.address)).size).toBe(10)
    expect(deriveEvmAccounts(defaultEvmMnemonic, 3)).toHaveLength(3)
  })

  it('rejects an invalid mnemonic', () => {
    expect(() => deriveEvmAccounts('not a mnemonic')).toThrow()
  })
})
