/** Spec section 4: the query parameter a redirect-mode social login returns to the dapp page with. */
export const RESULT_URI_PARAMETER = 'result_uri'
