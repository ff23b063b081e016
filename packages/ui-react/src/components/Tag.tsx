import type { ReactNode } from 'react'

export function Tag({ children }: { children: ReactNode }) {
  return <span className="wp-tag">{children}</span>
}
