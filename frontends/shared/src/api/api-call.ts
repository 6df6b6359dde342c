import { apiRequest } from './client';
import type { paths } from './generated/schema';

/** A route of the API as its OpenAPI document names it, such as '/api/events/{eventId}/flights'. */
export type ApiPath = keyof paths;

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The methods a route answers to, in capitals as fetch takes them. */
export type ApiMethod<P extends ApiPath> = {
  [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : Uppercase<M>;
}[Method];

type Operation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][Lowercase<M> & Method]>;

type Responses<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON a response or request body carries; never where it carries none. */
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type Answer<P extends ApiPath, M extends ApiMethod<P>> = Json<
  Responses<P, M>[Extract<keyof Responses<P, M>, 200 | 201 | 202 | 204>]
>;

/** What a call answers when it succeeds: null for 204 No Content. */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod<P>> = [Answer<P, M>] extends [never] ? null : Answer<P, M>;

type Body<P extends ApiPath, M extends ApiMethod<P>> = Json<NonNullable<Operation<P, M>['requestBody']>>;

/** The JSON body a call sends; undefined for a call without one. */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> = [Body<P, M>] extends [never] ? undefined : Body<P, M>;

type ParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

type Query<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

/** The path's `{name}` segments, the query parameters and the body, each only where the route has them. */
export type ApiCallOptions<P extends ApiPath, M extends ApiMethod<P>> = ([ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> }) &
  ([Query<P, M>] extends [never] ? { query?: undefined } : { query?: Query<P, M> }) &
  (ApiBody<P, M> extends undefined ? { body?: undefined } : { body: ApiBody<P, M> });

/** Fills a route's `{name}` segments (encoded) and appends the query parameters that are set. */
export function apiUrl(path: string, params: Record<string, string> = {}, query: object = {}): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${url}?${search}` : url;
}

/**
 * apiRequest by the route's name in the OpenAPI document: the path parameters, the query, the body and the
 * answer are the generated types, so a renamed route or a changed shape fails to compile.
 *
 *   const { flight } = await apiCall('POST', '/api/events/{eventId}/flights', { params: { eventId }, body });
 */
export function apiCall<P extends ApiPath, M extends ApiMethod<P>>(
  method: M,
  path: P,
  ...[options]: Partial<ApiCallOptions<P, M>> extends ApiCallOptions<P, M>
    ? [ApiCallOptions<P, M>?]
    : [ApiCallOptions<P, M>]
): Promise<ApiAnswer<P, M>> {
  const { params, query, body } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  return apiRequest<ApiAnswer<P, M>>(method, apiUrl(path, params, query), body);
}
