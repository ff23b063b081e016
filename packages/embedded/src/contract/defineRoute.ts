import type * as z from 'zod'

/**
 * One HTTP route of the embedded wallet server: method, path, the body it accepts (`null`: it reads none), the
 * answer it gives on success (and its status), and whether it needs a signed-in device.
 */
export interface RouteContract<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Path extends `/${string}` = `/${string}`,
  Body extends z.ZodType | null = z.ZodType | null,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly method: Method
  readonly path: Path
  readonly body: Body
  readonly answer: Answer
  readonly status: 200 | 201
  readonly auth: boolean
}

/** What a caller sends to `route`: nothing for a route that reads no body. */
export type RouteBody<Route extends RouteContract> = Route['body'] extends z.ZodType
  ? z.input<Route['body']>
  : undefined

/** What the server's handler reads from the body of `route`, after validation. */
export type RouteParsedBody<Route extends RouteContract> = Route['body'] extends z.ZodType
  ? z.output<Route['body']>
  : undefined

/** What the handler of `route` returns: checked at compile time against the answer schema. */
export type RouteAnswerInput<Route extends RouteContract> = z.input<Route['answer']>

/** What the caller of `route` gets, after validation. */
export type RouteAnswer<Route extends RouteContract> = z.output<Route['answer']>

export function defineRoute<
  const Method extends 'GET' | 'POST',
  const Path extends `/${string}`,
  Body extends z.ZodType | null,
  Answer extends z.ZodType,
>(route: {
  method: Method
  path: Path
  body: Body
  answer: Answer
  status?: 200 | 201
  auth: boolean
}): RouteContract<Method, Path, Body, Answer> {
  return { ...route, status: route.status ?? 200 }
}
