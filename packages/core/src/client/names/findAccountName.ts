import type { ClientContext } from '../context.js'
import type { AccountTarget } from '../data/getAccountTarget.js'
import { reverseLookupNames } from './reverseLookupNames.js'

/**
 * The spec's fallback name (section 7, Identity): the first name the app's name service holds for the account, when
 * the service serves its namespace; null otherwise or when the lookup fails (a profile name is optional).
 */
export async function findAccountName(context: ClientContext, target: AccountTarget): Promise<string | null> {
  const service = context.options.nameService
  if (!service?.namespaces.includes(target.namespace)) return null
  try {
    const [record] = await reverseLookupNames(context, target.address)
    return record?.name ?? null
  } catch (error) {
    console.warn('WalletPort: the name service did not answer the reverse lookup', error)
    return null
  }
}
