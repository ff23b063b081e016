/** A request body past the SIWX handler's size limit (answered 413). */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}
