import { useCallback, useEffect, useRef, useState } from 'react'

export interface ClientActionState<TData> {
  data: TData | undefined
  error: Error | undefined
  isPending: boolean
  /** 'idle' before the first call (or after `reset`), then 'pending', 'success' or 'error' of the latest call. */
  status: 'idle' | 'pending' | 'success' | 'error'
}

export interface ClientActionReturnType<TParameters, TData> extends ClientActionState<TData> {
  /** Runs the action; the outcome lands in `data` / `error` (never throws). */
  mutate(parameters: TParameters): void
  /** Runs the action and returns (or throws) its outcome as well. */
  mutateAsync(parameters: TParameters): Promise<TData>
  reset(): void
}

const idle = { data: undefined, error: undefined, isPending: false, status: 'idle' } as const

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value))
}

/**
 * Pending / data / error around one client call. Holds no logic of its own: only the latest call's outcome is
 * kept, and nothing is set after unmount.
 */
export function useClientAction<TParameters, TData>(
  action: (parameters: TParameters) => Promise<TData>,
): ClientActionReturnType<TParameters, TData> {
  const [state, setState] = useState<ClientActionState<TData>>(idle)
  const latest = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const mutateAsync = useCallback(
    async (parameters: TParameters) => {
      const call = ++latest.current
      const current = () => mounted.current && call === latest.current
      setState({ data: undefined, error: undefined, isPending: true, status: 'pending' })
      try {
        const data = await action(parameters)
        if (current()) setState({ data, error: undefined, isPending: false, status: 'success' })
        return data
      } catch (error) {
        if (current()) setState({ data: undefined, error: toError(error), isPending: false, status: 'error' })
        throw error
      }
    },
    [action],
  )
  const mutate = useCallback(
    (parameters: TParameters) => {
      mutateAsync(parameters).catch(() => {})
    },
    [mutateAsync],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(idle)
  }, [])
  return { ...state, mutate, mutateAsync, reset }
}
