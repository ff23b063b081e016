import type * as z from 'zod'
import type { RouteContract } from './defineRoute.js'

/** The server answered a route with a body its contract does not allow. */
export class RouteAnswerError extends Error {
  override name = 'RouteAnswerError'
  readonly route: string
  readonly field: string

  constructor(route: RouteContract, error: z.ZodError) {
    const issue = error.issues[0]
    const field = issue?.path.join('.') || 'answer'
    super(
      `The wallet server answered ${route.method} ${route.path} outside its contract: ${field}: ${issue?.message ?? 'invalid'}`,
    )
    this.route = `${route.method} ${route.path}`
    this.field = field
  }
}
