import { createLoader } from '../modal/createLoader.js'

/** The bundled marks (~10 KB gzip): a chunk of their own, fetched when the modal first shows a wallet. */
export const logosLoader = createLoader(() => import('./logoSvgs.js'))

export type Logos = Awaited<ReturnType<typeof logosLoader.load>>
