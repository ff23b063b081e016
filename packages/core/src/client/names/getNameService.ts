import { NameServiceNotConfiguredError } from '../../errors/names.js'
import type { ClientContext } from '../context.js'
import type { NameService } from './types.js'

/** The app's name service; throws 'No name service configured' without one. */
export function getNameService(context: ClientContext): NameService {
  const service = context.options.nameService
  if (!service) throw new NameServiceNotConfiguredError()
  return service
}
