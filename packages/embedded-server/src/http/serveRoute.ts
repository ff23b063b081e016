import type { RouteAnswerInput, RouteContract, RouteParsedBody } from '@walletport/embedded/contract'
import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import { readBody } from './readBody.js'

/** The routes each app serves through its contract, for the test that every contract entry is served. */
const servedRoutes = new WeakMap<object, RouteContract[]>()

export function routesServedByContract(app: object): readonly RouteContract[] {
  return servedRoutes.get(app) ?? []
}

/**
 * Serves `route` as its contract says: the body validated by its schema (400 naming the field), the device
 * checked first when the route needs one, and the handler's answer typed by the answer schema.
 */
export function serveRoute<E extends Env, Route extends RouteContract>(
  app: Hono<E>,
  route: Route,
  { withDevice }: { withDevice: MiddlewareHandler<E> },
  handle: (c: Context<E>, body: RouteParsedBody<Route>) => Promise<RouteAnswerInput<Route>>,
): void {
  const answer: MiddlewareHandler<E> = async (c) => {
    const body = route.body === null ? undefined : await readBody(c, route.body)
    return c.json(await handle(c, body as RouteParsedBody<Route>), route.status)
  }
  const handlers = route.auth ? [withDevice, answer] : [answer]
  app.on(route.method, route.path, ...(handlers as [MiddlewareHandler<E>]))
  servedRoutes.set(app, [...routesServedByContract(app), route])
}
