/** What the user is asked to approve, in words: built by describeRpcRequest. */
export interface ConfirmationSummary {
  title: string
  dapp: string
  rows: { label: string; value: string }[]
}

/**
 * The frame's own screens. Each call makes the frame visible until it settles; the dapp can neither draw nor
 * press them (another origin).
 */
export interface FrameUi {
  /** Resolves true on Approve, false on Reject or when the dapp withdraws the request. */
  confirm(summary: ConfirmationSummary): Promise<boolean>
  /** A new passphrase for the recovery share (entered twice); undefined when the user cancels. */
  askNewPassphrase(): Promise<string | undefined>
  /** The existing passphrase; `retry` carries the previous error. Undefined when the user cancels. */
  askPassphrase(retry?: string): Promise<string | undefined>
  /** Shows the phrase until the user closes it. */
  showPhrase(words: string[]): Promise<void>
  /**
   * A passkey step: the user presses `action` (a real click, which WebAuthn and popups need) and `run` goes; its
   * failure is shown on the screen, which stays for another try. Resolves `{ value }`, 'alternative' when the user
   * took the other way (`alternative`'s label), or undefined on Cancel.
   */
  passkeyStep<T>(step: PasskeyStep<T>): Promise<{ value: T } | 'alternative' | undefined>
  /** Withdraws every open confirmation (they resolve false). */
  cancelConfirmations(): void
}

export interface PasskeyStep<T> {
  title: string
  intro: string
  action: string
  alternative?: string
  run(): Promise<T>
}
