import { accountTypeSchema, frameAccountTypeSchema, userPayloadSchema } from './account.js'
import { parseWithSchema } from './parseWithSchema.js'

const user = {
  email: 'alice@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  accounts: [
    { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
    { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' },
  ],
  userName: 'alice',
  smartAccountDeployed: true,
  preferredAccountType: 'smartAccount',
}

describe('accountTypeSchema', () => {
  it('accepts eoa, smartAccount and payment', () => {
    for (const type of ['eoa', 'smartAccount', 'payment'])
      expect(accountTypeSchema.safeParse(type).success).toBe(true)
  })

  it('rejects other account types', () => {
    expect(accountTypeSchema.safeParse('EOA').success).toBe(false)
    expect(accountTypeSchema.safeParse('smart').success).toBe(false)
  })
})

describe('frameAccountTypeSchema', () => {
  it('accepts only EOA and smart account, as the embedded wallet reports them', () => {
    expect(frameAccountTypeSchema.safeParse('eoa').success).toBe(true)
    expect(frameAccountTypeSchema.safeParse('smartAccount').success).toBe(true)
    expect(frameAccountTypeSchema.safeParse('payment').success).toBe(false)
  })
})

describe('userPayloadSchema', () => {
  it('accepts a full user payload', () => {
    expect(userPayloadSchema.parse(user)).toEqual(user)
  })

  it('accepts a payload with only address and chain id, and a null e-mail and user name', () => {
    expect(userPayloadSchema.safeParse({ address: '0x1', chainId: 'eip155:1' }).success).toBe(true)
    expect(
      userPayloadSchema.safeParse({ address: '0x1', chainId: 1, email: null, userName: null }).success,
    ).toBe(true)
  })

  it('reports a missing address and chain id as Required', () => {
    expect(() => parseWithSchema(userPayloadSchema, {}, 'user')).toThrow(
      'user.address: Required; user.chainId: Required',
    )
  })

  it('reports an invalid e-mail and an unknown account type as Invalid input', () => {
    const bad = { ...user, email: 'alice', accounts: [{ address: '0x1', type: 'payment' }] }
    expect(() => parseWithSchema(userPayloadSchema, bad)).toThrow(
      'email: Invalid input; accounts.0.type: Invalid input',
    )
  })

  it('reports an account without a type as Required', () => {
    expect(() => parseWithSchema(userPayloadSchema, { ...user, accounts: [{ address: '0x1' }] })).toThrow(
      'accounts.0.type: Required',
    )
  })
})
