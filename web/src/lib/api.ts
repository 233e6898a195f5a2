import type { ApiResponses, ApiRoute } from '@storyloom/contracts/api-responses';
import { ERROR_CODES, type ErrorCode } from '@storyloom/contracts/errors';

/**
 * A failed call to our backend. `message` follows SPEC §8: the HTTP status, a colon and the response
 * body (or the status text when the body is empty). When the body is our error shape
 * `{ "error": { "code", "message", "field"? } }`, `code`, `serverMessage` and `field` carry it so
 * screens can show the translated message for the code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | 'unknown',
    readonly serverMessage: string | undefined,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function parseErrorBody(text: string): { code: ErrorCode | 'unknown'; message?: string; field?: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error = (parsed as { error: unknown }).error;
      if (error && typeof error === 'object') {
        const { code, message, field } = error as Record<string, unknown>;
        return {
          code: isErrorCode(code) ? code : 'unknown',
          message: typeof message === 'string' ? message : undefined,
          field: typeof field === 'string' ? field : undefined,
        };
      }
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status line is all we have.
  }
  return { code: 'unknown' };
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const parsed = parseErrorBody(text);
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parsed.code,
    parsed.message,
    parsed.field,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Same origin; the session travels in its http-only cookie. */
export async function request<T>(method: Method, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  // SPEC §7: a JSON content type only when there is a body.
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** Routes of one method, without the method: 'GET /api/stories/:id' is `api.get('/api/stories/:id', …)`. */
type RouteOf<M extends Method> = ApiRoute extends infer R ? (R extends `${M} ${infer P}` ? P : never) : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;
/** The address's parameters, filled in (encoded) from `params`; a query string as written. */
type Address<P extends string> = ([ParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<P>, string | number> }) & { query?: string; init?: RequestInit };
type AddressArg<P extends string> = [ParamNames<P>] extends [never] ? [address?: Address<P>] : [address: Address<P>];

export function fillPath(route: string, address?: { params?: Record<string, string | number>; query?: string }): string {
  const path = route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = address?.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return address?.query ? `${path}?${address.query.replace(/^\?/, '')}` : path;
}

/**
 * Calls to the API's JSON routes, typed by their response schemas in packages/contracts (API_RESPONSES):
 * `api.get('/api/stories/:id', { params: { id } })` is a Story. Better-auth's own routes go through `request`.
 */
export const api = {
  get: <P extends RouteOf<'GET'>>(route: P, ...[address]: AddressArg<P>) =>
    request<ApiResponses[`GET ${P}`]>('GET', fillPath(route, address), undefined, address?.init),
  post: <P extends RouteOf<'POST'>>(route: P, body?: unknown, ...[address]: AddressArg<P>) =>
    request<ApiResponses[`POST ${P}`]>('POST', fillPath(route, address), body, address?.init),
  put: <P extends RouteOf<'PUT'>>(route: P, body: unknown, ...[address]: AddressArg<P>) =>
    request<ApiResponses[`PUT ${P}`]>('PUT', fillPath(route, address), body, address?.init),
  delete: <P extends RouteOf<'DELETE'>>(route: P, body?: unknown, ...[address]: AddressArg<P>) =>
    request<ApiResponses[`DELETE ${P}`]>('DELETE', fillPath(route, address), body, address?.init),
};
