/** An error the frame answers a request with; `message` reaches the dapp (and its user) as it is. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly code: number | undefined

  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

export const userRejected = () => new FrameRequestError('User rejected the request.', 4001)
