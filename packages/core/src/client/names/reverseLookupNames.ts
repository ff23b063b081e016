import { NamesForAddressError } from '../../errors/names.js'
import type { ClientContext } from '../context.js'
import { NAME_CACHE_MS, nameCacheKeys } from './constants.js'
import { getNameService } from './getNameService.js'
import type { NameRecord } from './types.js'

/** Names registered for `address`, from the app's name service (cached 5 min). */
export async function reverseLookupNames(
  context: ClientContext,
  address: string,
): Promise<readonly NameRecord[]> {
  const service = getNameService(context)
  try {
    return await context.cache.getOrLoad(nameCacheKeys.reverseLookup(address), NAME_CACHE_MS, () =>
      service.reverseLookup(address),
    )
  } catch (cause) {
    throw new NamesForAddressError({ cause })
  }
}
