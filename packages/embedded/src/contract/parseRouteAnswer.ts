import type { RouteAnswer, RouteContract } from './defineRoute.js'
import { RouteAnswerError } from './RouteAnswerError.js'

/** The answer of `route` as its contract describes it, or a RouteAnswerError naming the first field outside it. */
export function parseRouteAnswer<Route extends RouteContract>(
  route: Route,
  answer: unknown,
): RouteAnswer<Route> {
  const parsed = route.answer.safeParse(answer)
  if (!parsed.success) throw new RouteAnswerError(route, parsed.error)
  return parsed.data as RouteAnswer<Route>
}
