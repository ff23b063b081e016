import { NameResolutionError } from '../../errors/names.js'
import type { ClientContext } from '../context.js'
import { NAME_CACHE_MS, nameCacheKeys } from './constants.js'
import { getNameService } from './getNameService.js'
import type { NameRecord } from './types.js'

/** Resolves `name` with the app's name service (cached 5 min); null when it is not registered. */
export async function lookupName(context: ClientContext, name: string): Promise<NameRecord | null> {
  const service = getNameService(context)
  try {
    return await context.cache.getOrLoad(nameCacheKeys.lookup(name), NAME_CACHE_MS, () =>
      service.lookup(name),
    )
  } catch (cause) {
    throw new NameResolutionError({ cause })
  }
}
