/** An adapter broke the ChainAdapter contract: `message` says what the suite expected and what the adapter did. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError'
}
