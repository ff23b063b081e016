import { localEvm } from '../networks/index.js'
import { createHttpOnrampProvider } from './createHttpOnrampProvider.js'
import type { OnrampAsset } from './types.js'

const ETH: OnrampAsset = { network: localEvm.caipNetworkId, symbol: 'ETH', decimals: 18 }

/** A provider whose server answers every request with `body` (JSON, or raw text) and `status`. */
function answering(body: unknown, status = 200) {
  return createHttpOnrampProvider({
    id: 'ramp',
    name: 'Ramp',
    url: 'https://ramp.test/',
    fetch: async () =>
      typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
  })
}

describe('createHttpOnrampProvider: answers off the protocol say what was expected and what came', () => {
  it('a body that is no JSON object', async () => {
    await expect(answering('not json').getAssets()).rejects.toThrow(
      'Ramp answered /api/assets with no JSON object: expected an object, received no JSON',
    )
    await expect(answering(42).getAssets()).rejects.toThrow(
      'Ramp answered /api/assets with no JSON object: expected an object, received 42',
    )
    await expect(answering({ assets: 'ETH' }).getAssets()).rejects.toThrow(
      'Ramp: expected an "assets" list, received "ETH"',
    )
  })

  it('a crypto amount that is no whole number, a checkout URL that is not http(s), an unknown status', async () => {
    const quote = { asset: ETH, fiat: 'USD', fiatAmount: '100' }
    await expect(answering({ cryptoAmount: '1.5', fee: '1' }).getQuote(quote)).rejects.toThrow(
      `Ramp: expected cryptoAmount as a whole number of the asset's smallest unit, received "1.5"`,
    )
    await expect(
      answering({ id: 's1', url: 'javascript:alert(1)' }).createSession({
        quote: { ...quote, provider: 'ramp', fee: '1', cryptoAmount: 1n },
        address: '0x1',
      }),
    ).rejects.toThrow('Ramp: expected an http(s) checkout URL, received "javascript:alert(1)"')
    await expect(answering({ status: 'lost' }).getStatus({ id: 's1' })).rejects.toThrow(
      'Ramp: expected a purchase status of pending, processing, done or failed, received "lost"',
    )
    await expect(answering({ status: 7 }).getStatus({ id: 's1' })).rejects.toThrow(
      'Ramp: expected "status" to be a string, received number',
    )
  })

  it('an error the server names is passed on; a bare failure is an HTTP error with its status', async () => {
    await expect(answering({ error: 'EUR is not sold here' }, 400).getAssets()).rejects.toThrow(
      'Ramp: EUR is not sold here',
    )
    await expect(answering('oops', 502).getAssets()).rejects.toMatchObject({
      name: 'HttpRequestError',
      status: 502,
    })
  })
})
