import type { PasskeyCeremonies } from '@walletport/embedded-frame/runtime'
import { PasskeyWithoutPrfError } from '@walletport/embedded-frame/wallet'
import type { SoftAuthenticator } from './createSoftAuthenticator.js'
import { testPublicUrl } from './createTestServer.js'

const frame = { origin: testPublicUrl, rpId: new URL(testPublicUrl).hostname }

/** The frame's WebAuthn ceremonies over a software authenticator (with or without PRF), as the browser runs them. */
export function createSoftPasskeys(
  authenticator: SoftAuthenticator,
  { prf = true }: { prf?: boolean } = {},
): PasskeyCeremonies & { uses: number } {
  let counter = 0
  const ceremonies = {
    uses: 0,
    async create(request: Parameters<PasskeyCeremonies['create']>[0]) {
      const { options, prfSalt } = await request()
      ceremonies.uses += 1
      const response = authenticator.register(options.challenge, frame)
      if (!prf) throw new PasskeyWithoutPrfError()
      return { credentialId: response.id, response, prfOutput: authenticator.prf(prfSalt) }
    },
    async get(request: Parameters<PasskeyCeremonies['get']>[0]) {
      const { options, prfSalts } = await request()
      ceremonies.uses += 1
      counter += 1
      authenticator.setCounter(counter)
      const response = authenticator.assert(options.challenge, frame)
      const salt = prfSalts[response.id]
      if (!salt) throw new Error('The authenticator holds none of the allowed credentials')
      return { credentialId: response.id, response, prfOutput: authenticator.prf(salt) }
    },
  }
  return ceremonies
}
