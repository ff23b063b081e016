/** WebAuthn options as the server sends them (JSON, base64url binaries). */
export type WebauthnOptionsJson = { challenge: string } & Record<string, unknown>

export interface PasskeyCreateRequest {
  options: WebauthnOptionsJson
  /** PRF input for the new credential (base64url). */
  prfSalt: string
}

export interface PasskeyGetRequest {
  options: WebauthnOptionsJson
  /** PRF input per allowed credential id (both base64url). */
  prfSalts: Record<string, string>
}

export interface PasskeyCeremonyResult {
  credentialId: string
  /** The credential as JSON for the server, without any extension output (the PRF output never leaves the frame). */
  response: Record<string, unknown>
  prfOutput: Uint8Array
}

/**
 * The WebAuthn ceremonies, in the frame where the browser lets it, else in a popup on the frame's origin. Each
 * takes the request lazily: a popup must open inside the user's click, before the options are fetched.
 */
export interface PasskeyCeremonies {
  create(request: () => Promise<PasskeyCreateRequest>): Promise<PasskeyCeremonyResult>
  get(request: () => Promise<PasskeyGetRequest>): Promise<PasskeyCeremonyResult>
}
