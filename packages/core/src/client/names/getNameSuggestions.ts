import { NameSuggestionsError } from '../../errors/names.js'
import type { ClientContext } from '../context.js'
import { NAME_CACHE_MS, nameCacheKeys } from './constants.js'
import { getNameService } from './getNameService.js'
import type { NameSuggestion } from './types.js'

/** Available names close to `name`, from the app's name service (cached 5 min). */
export async function getNameSuggestions(
  context: ClientContext,
  name: string,
): Promise<readonly NameSuggestion[]> {
  const service = getNameService(context)
  try {
    return await context.cache.getOrLoad(nameCacheKeys.suggestions(name), NAME_CACHE_MS, () =>
      service.suggestions(name),
    )
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}
