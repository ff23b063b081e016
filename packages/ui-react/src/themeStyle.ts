import type { ThemeVariables } from '@walletport/core'
import type { CSSProperties } from 'react'

/** Core's theme variables as inline custom properties; numbers get their unit (strength in %, z-index bare). */
export function themeStyle(variables: ThemeVariables | undefined): CSSProperties {
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables ?? {})) {
    if (value === undefined) continue
    style[key] = key === '--wp-color-mix-strength' ? `${value}%` : String(value)
  }
  return style as CSSProperties
}
