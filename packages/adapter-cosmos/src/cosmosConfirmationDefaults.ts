/** waitForTransaction's defaults, which the signing clients' broadcast waits follow as well. */
export const cosmosConfirmationDefaults = { timeoutMs: 60_000, pollMs: 500, confirmations: 1 }
