import { TypeRegistry } from '@polkadot/types'
import { readIdentity, readSuper } from './readIdentity.js'

// The devnet runtime has no identity pallet, so the decoding is checked on codecs of the pallet's own types.
const registry = new TypeRegistry()
const registration = {
  judgements: [],
  deposit: 0,
  info: { additional: [], display: { Raw: 'Alice' }, image: { Raw: 'ipfs://avatar' } },
}

describe('readIdentity', () => {
  it('reads the display name and image of Option<Registration>', () => {
    expect(readIdentity(registry.createType('Option<Registration>', registration))).toEqual({
      name: 'Alice',
      avatar: 'ipfs://avatar',
    })
  })

  it('reads the (Registration, Option<Username>) tuple newer runtimes store', () => {
    const answer = registry.createType('Option<(Registration, Option<Bytes>)>', [registration, null])
    expect(readIdentity(answer).name).toBe('Alice')
  })

  it('is empty for an account without identity or with an empty display', () => {
    expect(readIdentity(registry.createType('Option<Registration>', null))).toEqual({
      name: null,
      avatar: null,
    })
    const blank = {
      ...registration,
      info: { ...registration.info, display: { None: null }, image: { None: null } },
    }
    expect(readIdentity(registry.createType('Option<Registration>', blank))).toEqual({
      name: null,
      avatar: null,
    })
  })

  it("reads a sub-account's parent and name", () => {
    const parent = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    expect(readSuper(registry.createType('Option<(AccountId, Data)>', [parent, { Raw: 'hot' }]))).toEqual({
      parent,
      name: 'hot',
    })
    expect(readSuper(registry.createType('Option<(AccountId, Data)>', null))).toBeUndefined()
  })
})
