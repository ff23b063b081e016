import { type Check, nonEmptyString, object, optional, record } from '../schemas/checks.js'
import { imageSourceCheck } from '../schemas/imageSourceCheck.js'
import { IMAGE_REGISTRY_KINDS } from './types.js'

/** `options.images`: the six registries, each key a non-empty string and each value an image the modal may load. */
export const imageRegistriesCheck: Check = object(
  Object.fromEntries(
    IMAGE_REGISTRY_KINDS.map((kind) => [kind, optional(record(nonEmptyString, imageSourceCheck))]),
  ),
  { strict: true },
)
