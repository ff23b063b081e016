import { assertChainAllowed } from './assertChainAllowed.js'
import { FrameRequestError } from './FrameError.js'

const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('assertChainAllowed', () => {
  it('passes an eip155 chain of the list, in any of its spellings', () => {
    for (const chainId of [10, '10', 'eip155:10'])
      expect(() => assertChainAllowed(chainId, [1, 10])).not.toThrow()
  })

  it("refuses an eip155 chain outside the operator's list with 4902, naming it and the list", () => {
    const error = refusal(() => assertChainAllowed('eip155:31338', [1, 31337]))
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({
      code: 4902,
      message: 'Chain eip155:31338 is not enabled on this wallet server (it allows eip155 1, 31337)',
    })
  })

  it('lets other namespaces through (they carry no eip155 id), and everything when no list is given', () => {
    expect(() => assertChainAllowed('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', [1])).not.toThrow()
    expect(() => assertChainAllowed(999999, undefined)).not.toThrow()
  })
})
