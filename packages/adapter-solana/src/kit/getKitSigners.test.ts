import { localSolana } from '@walletport/core/networks'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { getKitSigners, UnknownSolanaAdapterError } from './index.js'

describe('getKitSigners', () => {
  it('refuses an adapter createSolanaAdapter did not return (a spread copy), naming what it expected', async () => {
    const adapter = createSolanaAdapter({ networks: [localSolana], window: new EventTarget() })
    const copy = { ...adapter }
    await expect(getKitSigners(copy)).rejects.toBeInstanceOf(UnknownSolanaAdapterError)
    await expect(getKitSigners(copy)).rejects.toThrow(
      'getKitSigners: expected the adapter createSolanaAdapter returned, received another object',
    )
  })
})
