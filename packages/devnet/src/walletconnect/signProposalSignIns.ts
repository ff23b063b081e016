import type { AuthTypes, ProposalTypes } from '@walletconnect/types'
import type { WalletConnectResponder } from './walletConnectResponder.js'

export interface SignProposalSignInsParameters {
  proposal: ProposalTypes.Struct
  /** The eip155 responder: its chains, its address, and its `personal_sign`. */
  evm: WalletConnectResponder
  /** The sign client's `formatAuthMessage`: the CAIP-122 text to sign. */
  formatAuthMessage(parameters: { request: AuthTypes.CacaoPayload; iss: string }): string
  /** Told of each sign-in as it is signed. */
  onSign?(chainId: string): void
}

/**
 * One-click auth on the wallet side: a CACAO for each sign-in request the proposal carries (`requests.authentication`),
 * signed EIP-191 on the first requested chain the responder has (requests on none of its chains are skipped).
 * What the wallet returns with its approval as `proposalRequestsResponses.authentication`.
 */
export async function signProposalSignIns(
  parameters: SignProposalSignInsParameters,
): Promise<AuthTypes.Cacao[]> {
  const { evm } = parameters
  const cacaos: AuthTypes.Cacao[] = []
  for (const payload of parameters.proposal.requests?.authentication ?? []) {
    const chainId = payload.chains.find((chain) => evm.chains.includes(chain))
    if (!chainId) continue
    const iss = `did:pkh:${chainId}:${evm.address}`
    const signed: AuthTypes.CacaoPayload = {
      iss,
      domain: payload.domain,
      aud: payload.aud,
      version: payload.version,
      nonce: payload.nonce,
      iat: payload.iat,
      statement: payload.statement,
      requestId: payload.requestId,
      resources: payload.resources,
      nbf: payload.nbf,
      exp: payload.exp,
    }
    const message = parameters.formatAuthMessage({ request: signed, iss })
    parameters.onSign?.(chainId)
    const signature = await evm.answer(
      { chainId, method: 'personal_sign', params: [message, evm.address] },
      { emit: async () => {} },
    )
    cacaos.push({ h: { t: 'caip122' }, p: signed, s: { t: 'eip191', s: String(signature) } })
  }
  return cacaos
}
