import type { View } from '@walletport/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewProps } from '../views/types.js'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

/** View name → its code-split component; each file is fetched the first time its view is shown. */
export const viewComponents: Partial<Record<View, LazyView>> = {
  Connect: lazy(() => import('../views/ConnectView.js')),
}
