import type { EmailAuth } from './EmailAuth.js'
import { findEmailAuth } from './findEmailAuth.js'
import { mergeConnectors } from './mergeConnectors.js'
import type { Connector } from './types.js'

const emailAuth = async () => ({}) as EmailAuth
const auth = (chain: Connector['chain'], extra: Partial<Connector> = {}): Connector => ({
  id: 'walletport-embedded',
  name: 'Email',
  type: 'AUTH',
  chain,
  ...extra,
})

describe('findEmailAuth', () => {
  it("finds an AUTH connector's email login, also inside a merged AUTH entry", () => {
    expect(findEmailAuth([auth('eip155', { emailAuth })])).toBe(emailAuth)
    const merged = mergeConnectors([auth('eip155', { emailAuth }), auth('solana', { emailAuth })])
    expect(merged).toHaveLength(1)
    expect(findEmailAuth(merged)).toBe(emailAuth)
  })

  it('ignores other connector types and AUTH connectors without one', () => {
    expect(
      findEmailAuth([{ id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155', emailAuth }, auth('eip155')]),
    ).toBeUndefined()
    expect(findEmailAuth([])).toBeUndefined()
  })
})
