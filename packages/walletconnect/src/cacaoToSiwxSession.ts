import type { CaipNetworkId, SiwxSession } from '@walletport/core'
import { InvalidWalletResponseError } from '@walletport/core'

/** A CAIP-74 object capability as WalletConnect's one-click auth returns it (`AuthTypes.Cacao`). */
export interface Cacao {
  h: { t: string }
  p: {
    domain: string
    aud: string
    nonce: string
    iss: string
    version: string
    iat: string
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/** `did:pkh:eip155:1:0xabc…` → the CAIP-2 network and the address. */
export function parseDidPkh(iss: string): { chainId: CaipNetworkId; address: string } {
  const match = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(iss)
  if (!match) {
    throw new InvalidWalletResponseError({
      method: 'wc_sessionPropose',
      details: `The CACAO issuer ${JSON.stringify(iss)} is not a did:pkh.`,
    })
  }
  const [, namespace, reference, address] = match
  return { chainId: `${namespace}:${reference}` as CaipNetworkId, address: address! }
}

/**
 * The SIWX session a signed CACAO stands for. `message` is the text the wallet signed (the WalletConnect
 * client's `formatAuthMessage`): its statement, which carries the ReCap sentence the client added, is taken from
 * there, so the session's data formats back to exactly that text.
 */
export function cacaoToSiwxSession(cacao: Cacao, message: string): SiwxSession {
  const { p } = cacao
  const { chainId, address } = parseDidPkh(p.iss)
  const lines = message.split('\n')
  const statement = lines[3] === '' || lines[4] !== '' ? undefined : lines[3]
  return {
    data: {
      chainId,
      accountAddress: address,
      nonce: p.nonce,
      domain: p.domain,
      uri: p.aud,
      version: p.version,
      issuedAt: p.iat,
      ...(statement === undefined ? {} : { statement }),
      ...(p.exp ? { expirationTime: p.exp } : {}),
      ...(p.nbf ? { notBefore: p.nbf } : {}),
      ...(p.requestId ? { requestId: p.requestId } : {}),
      ...(p.resources ? { resources: [...p.resources] } : {}),
    },
    message,
    signature: cacao.s.s,
    cacao: cacao as unknown as Record<string, unknown>,
  }
}
