import type { SessionTypes } from '@walletconnect/types'
import type { CaipNetworkId, ChainNamespace } from '@walletport/core'

/**
 * The networks a session approved on `namespace`: its `chains`, else the networks of its CAIP-10 accounts;
 * undefined with no session.
 */
export function approvedCaipNetworkIdsOf(
  session: Pick<SessionTypes.Struct, 'namespaces'> | undefined,
  namespace: ChainNamespace,
): readonly CaipNetworkId[] | undefined {
  if (!session) return undefined
  const approved = session.namespaces[namespace]
  if (!approved) return []
  const chains =
    approved.chains ?? approved.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set(chains)] as CaipNetworkId[]
}
