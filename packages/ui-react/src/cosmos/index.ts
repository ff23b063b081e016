'use client'

export {
  type UseCosmosSigningClientReturnType,
  useCosmosSigningClient,
} from '../hooks/useCosmosSigningClient.js'
