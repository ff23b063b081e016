import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { SiwxRequest, SiwxSession } from '@walletport/core'
import { buildNamespaces } from './buildNamespaces.js'
import { type Cacao, cacaoToSiwxSession } from './cacaoToSiwxSession.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import { toWalletRejection } from './toWalletRejection.js'
import type { WalletConnectConnectorOptions, WalletConnectSession } from './types.js'

type Provider = InstanceType<typeof UniversalProvider>

/** sign-client's default proposal lifetime: a sign-in request inside it lives as long. */
const PROPOSAL_TTL_SECONDS = 300

export interface WalletConnectAuthenticateParameters {
  /** The sign-in fields without the account (`SiwxConfig.createRequest`); its `chainId` is asked first. */
  request: SiwxRequest
  /** More networks (CAIP-2, same namespace) the wallet may sign in on. */
  chains?: readonly string[]
}

export interface WalletConnectAuthentication {
  session: WalletConnectSession
  /**
   * One per CACAO the wallet signed, as SIWX sessions for `SiwxConfig.addSession`. Empty without a sign-in
   * request, and when the wallet does not do one-click auth and approved just the session.
   */
  signIns: SiwxSession[]
}

/**
 * One session proposal for every requested network; with `signIn`, it carries a CAIP-122 sign-in request
 * (`connect({ authentication })`, one-click auth) that the wallet answers with signed CACAOs in its approval.
 * Rejects with `UserRejectedRequestError` when the wallet refuses, with the SDK's expiry error when nobody pairs
 * in time.
 */
export async function pairOnce(
  instance: Provider,
  options: WalletConnectConnectorOptions,
  signIn?: WalletConnectAuthenticateParameters,
): Promise<WalletConnectAuthentication> {
  const optionalNamespaces = buildNamespaces(options)
  try {
    const session = await instance.connect({
      optionalNamespaces,
      ...(signIn ? { authentication: [authenticationOf(signIn)] } : {}),
    })
    if (!session) throw new Error('WalletConnect returned no session')
    const cacaos = (session.authentication ?? []) as unknown as Cacao[]
    return {
      session: toWalletConnectSession(session),
      signIns: cacaos.map((cacao) =>
        cacaoToSiwxSession(cacao, instance.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })),
      ),
    }
  } catch (error) {
    throw toWalletRejection(error)
  }
}

function authenticationOf({ request, chains = [] }: WalletConnectAuthenticateParameters) {
  return {
    chains: [...new Set([request.chainId, ...chains])],
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    ttl: PROPOSAL_TTL_SECONDS,
    ...(request.statement === undefined ? {} : { statement: request.statement }),
    ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
    ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
    ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
    ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
  }
}
