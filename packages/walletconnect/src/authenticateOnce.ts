import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { SiwxRequest, SiwxSession } from '@walletport/core'
import { buildNamespaces } from './buildNamespaces.js'
import { type Cacao, cacaoToSiwxSession } from './cacaoToSiwxSession.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import { toWalletRejection } from './toWalletRejection.js'
import type { WalletConnectConnectorOptions, WalletConnectSession } from './types.js'
import { watchPairingExpiry } from './watchPairingExpiry.js'

type Provider = InstanceType<typeof UniversalProvider>

export interface WalletConnectAuthenticateParameters {
  /** The sign-in fields without the account (`SiwxConfig.createRequest`); its eip155 `chainId` is asked first. */
  request: SiwxRequest
  /** More eip155 networks (CAIP-2) the wallet may sign in on. */
  chains?: readonly string[]
}

export interface WalletConnectAuthentication {
  session: WalletConnectSession
  /**
   * One per CACAO the wallet signed, as SIWX sessions for `SiwxConfig.addSession`. Empty when the wallet does
   * not do one-click auth and approved the plain session proposal sent alongside (sign in after connecting then).
   */
  signIns: SiwxSession[]
}

/**
 * One pairing with one-click auth (`wc_sessionAuthenticate`, CAIP-122 + ReCap for the eip155 methods): the wallet
 * signs in and approves the session at once. Rejects with an expiry error when nobody pairs before the pairing
 * expires, and with `UserRejectedRequestError` when the wallet refuses.
 */
export async function authenticateOnce(
  instance: Provider,
  options: WalletConnectConnectorOptions,
  { request, chains = [] }: WalletConnectAuthenticateParameters,
): Promise<WalletConnectAuthentication> {
  const requested = [...new Set([request.chainId, ...chains])]
  const optionalNamespaces = buildNamespaces({
    ...options,
    networks: options.networks.filter((network) => requested.includes(network.caipNetworkId)),
  })
  const expiry = watchPairingExpiry(instance)
  try {
    const result = await Promise.race([
      instance.authenticate({
        chains: requested,
        domain: request.domain,
        uri: request.uri,
        nonce: request.nonce,
        methods: optionalNamespaces.eip155?.methods ?? [],
        ...(request.statement === undefined ? {} : { statement: request.statement }),
        ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
        ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
        ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
        ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
        // Not part of AuthenticateParams: UniversalProvider keeps it as its namespaces (the networks' own RPCs).
        optionalNamespaces,
      } as Parameters<Provider['authenticate']>[0]),
      expiry.expired,
    ])
    if (!result?.session) throw new Error('WalletConnect returned no session')
    const cacaos = (result.auths ?? []) as unknown as Cacao[]
    return {
      session: toWalletConnectSession(result.session),
      signIns: cacaos.map((cacao) =>
        cacaoToSiwxSession(cacao, instance.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })),
      ),
    }
  } catch (error) {
    throw toWalletRejection(error, 'sign-in request')
  } finally {
    expiry.stop()
  }
}
