import { parseCaipAddress } from '../caip/parseCaipAddress.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { checkSiwxSession } from '../client/siwx/checkSiwxSession.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { parseWithSchema } from '../schemas/parseWithSchema.js'
import { siwxSessionSchema } from '../schemas/siwx.js'
import { CaipParseError } from './caip.js'
import { describeValue } from './describeValue.js'
import { isUserRejection } from './isUserRejection.js'
import { UnknownRpcError } from './providerRpc.js'
import { SiwxSessionRejectedError } from './siwx.js'
import { toProviderRpcError } from './toProviderRpcError.js'

// Found by `npm run fuzz`: a value whose every property read throws (a Proxy, or getters a page script planted)
// escaped these boundaries as the trap's own Error instead of their named one.
const trap = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('trap')
      },
    },
  )

describe('defect 8: a value whose every read throws still gets a named error', () => {
  it('CAIP parsing throws CaipParseError', () => {
    expect(() => parseCaipNetworkId(trap())).toThrow(CaipParseError)
    expect(() => parseCaipAddress(trap())).toThrow(CaipParseError)
  })

  it('describeValue describes it', () => {
    expect(describeValue(trap())).toBe('[object]')
  })

  it('toProviderRpcError and isUserRejection read nothing that throws', () => {
    expect(toProviderRpcError(trap())).toBeInstanceOf(UnknownRpcError)
    expect(toProviderRpcError({ code: 4100, cause: trap() }).code).toBe(4100)
    expect(isUserRejection(trap())).toBe(false)
  })

  it('parseWithSchema throws SchemaValidationError', () => {
    expect(() => parseWithSchema(siwxSessionSchema, { data: trap() }, 'session')).toThrow(
      SchemaValidationError,
    )
  })

  it('checkSiwxSession rejects with SiwxSessionRejectedError', async () => {
    const checking = checkSiwxSession(
      { data: trap() },
      {
        issued: {
          chainId: 'eip155:1',
          nonce: 'abcdefgh',
          domain: 'a.example',
          uri: 'https://a.example',
          version: '1',
        },
        now: 0,
        maxLifetimeSeconds: 60,
        verify: async () => true,
      },
    )
    await expect(checking).rejects.toBeInstanceOf(SiwxSessionRejectedError)
  })
})
