const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4c1d95"/>' +
  '<path d="M9 11h14l-3 3H6zm3 4h14l-3 3H9zm-3 4h14l-3 3H6z" fill="#fef3c7"/></svg>'

/** Wallet Standard icons must be base64 data URIs. */
export const solanaTestWalletIcon = `data:image/svg+xml;base64,${btoa(iconSvg)}` as const
