// One function per documented operation, over fetch. Its result is one of
// the documented answers, told apart by `status`; an answer of another
// status, or none, is an Error naming the method and URL.
// Written by docgen from the recorded calls.
import type { Item } from './models.js';

// `baseUrl` and `path` joined: `http://host/api/` and `/users/x` give `http://host/api/users/x`
function urlOf(baseUrl: string, path: string): URL {
  return new URL(baseUrl.replace(/\/+$/, '') + path);
}

// a query parameter's values, each as text; none when undefined
function addQuery(url: URL, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(v));
}

// a header's values, each as text; none when undefined
function addHeader(headers: Headers, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
}

// fetch, a failure to get an answer an Error naming the method and URL
async function send(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const why = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
    throw new Error(`${init.method} ${url.href} failed: ${why}`, { cause: e });
  }
}

// an answer of no documented status: an Error naming it, the method and the URL
async function undocumented(method: string, url: URL, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`${method} ${url.href} answered ${response.status}, which is not documented` +
                   (text ? `: ${text.slice(0, 200)}` : ''));
}

// a body no type was documented for: JSON when it says so, else its text
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return /json/i.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text;
}

/** What listItems sends. */
export interface ListItemsRequest {
  query: {
    limit: number;
    ratio?: number;
    active?: boolean;
    tag?: Array<string>;
    kind?: 'a' | 'b\'c';
    /** Credentials of queryKey (API key in the query api_key): '<api key>' */
    api_key?: string;
  };
  headers: {
    'x-request-id'?: string;
    'x-page-size': number;
    /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */
    authorization?: string;
  };
  // Credentials of cookieKey (API key in the cookie session): '<api key>': a cookie, which the caller's fetch sends
}

/** What listItems answers: one member per documented status. */
export type ListItemsResult =
  /** Listed */
  | { status: 200; body: Item[]; response: Response };

/** List items (GET /items) */
export async function listItems(
  baseUrl: string,
  request: ListItemsRequest,
  init: RequestInit = {},
): Promise<ListItemsResult> {
  const url = urlOf(baseUrl, `/items`);
  addQuery(url, 'limit', request.query?.limit);
  addQuery(url, 'ratio', request.query?.ratio);
  addQuery(url, 'active', request.query?.active);
  addQuery(url, 'tag', request.query?.tag);
  addQuery(url, 'kind', request.query?.kind);
  addQuery(url, 'api_key', request.query?.api_key);
  const headers = new Headers(init.headers);
  addHeader(headers, 'x-request-id', request.headers?.['x-request-id']);
  addHeader(headers, 'x-page-size', request.headers?.['x-page-size']);
  addHeader(headers, 'authorization', request.headers?.authorization);
  const response = await send(url, { ...init, method: 'GET', headers });
  switch (response.status) {
    case 200:
      return { status: 200, body: (await response.json()) as Item[], response };
  }
  throw await undocumented('GET', url, response);
}

/** What createItem sends. */
export interface CreateItemRequest {
  headers: {
    /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */
    authorization: string;
  };
  /** sent as application/json */
  body: Item;
  // also documented as text/csv, which this client does not send
}

/** What createItem answers: one member per documented status. */
export type CreateItemResult =
  /** Created */
  | { status: 201; body: Item; headers: { location: string | null; }; response: Response }
  /** Not JSON */
  | { status: 415; body: string; response: Response };

/** Create an item (POST /items) */
export async function createItem(
  baseUrl: string,
  request: CreateItemRequest,
  init: RequestInit = {},
): Promise<CreateItemResult> {
  const url = urlOf(baseUrl, `/items`);
  const headers = new Headers(init.headers);
  addHeader(headers, 'authorization', request.headers?.authorization);
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const response = await send(url, { ...init, method: 'POST', headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) });
  switch (response.status) {
    case 201:
      return { status: 201, body: (await response.json()) as Item, headers: { location: response.headers.get('location'), }, response };
    case 415:
      return { status: 415, body: await response.text(), response };
  }
  throw await undocumented('POST', url, response);
}

/** What getItem sends. */
export interface GetItemRequest {
  params: {
    id: string;
  };
  headers?: {
    /** Credentials of basicAuth (HTTP basic): 'Basic <base64 of user:password>' */
    authorization?: string;
    /** Credentials of headerKey (API key in the header X-Api-Key): '<api key>' */
    'x-api-key'?: string;
  };
}

/** What getItem answers: one member per documented status. */
export type GetItemResult =
  /** Found */
  | { status: 200; body: Item; response: Response }
  /** No such item */
  | { status: 404; body: string; response: Response };

/** Get an item (GET /items/{id}) */
export async function getItem(
  baseUrl: string,
  request: GetItemRequest,
  init: RequestInit = {},
): Promise<GetItemResult> {
  const url = urlOf(baseUrl, `/items/${encodeURIComponent(request.params.id)}`);
  const headers = new Headers(init.headers);
  addHeader(headers, 'authorization', request.headers?.authorization);
  addHeader(headers, 'x-api-key', request.headers?.['x-api-key']);
  const response = await send(url, { ...init, method: 'GET', headers });
  switch (response.status) {
    case 200:
      return { status: 200, body: (await response.json()) as Item, response };
    case 404:
      return { status: 404, body: await response.text(), response };
  }
  throw await undocumented('GET', url, response);
}

/** What logIn sends. */
export interface LogInRequest {
  /** sent as application/x-www-form-urlencoded */
  body: {
      user: string;
      password: string;
    };
}

/** What logIn answers: one member per documented status. */
export type LogInResult =
  /** Logged in */
  | { status: 204; body: undefined; response: Response };

/** Log in (POST /login) */
export async function logIn(
  baseUrl: string,
  request: LogInRequest,
  init: RequestInit = {},
): Promise<LogInResult> {
  const url = urlOf(baseUrl, `/login`);
  const headers = new Headers(init.headers);
  if (request.body !== undefined) headers.set('content-type', 'application/x-www-form-urlencoded');
  const response = await send(url, { ...init, method: 'POST', headers, body: request.body === undefined ? undefined : new URLSearchParams(Object.entries(request.body).map(([k, v]) => [k, String(v)])) });
  switch (response.status) {
    case 204:
      return { status: 204, body: undefined, response };
  }
  throw await undocumented('POST', url, response);
}

/** What putNote sends. */
export interface PutNoteRequest {
  /** sent as text/plain */
  body: string;
}

/** What putNote answers: one member per documented status. */
export type PutNoteResult =
  /** Stored */
  | { status: 204; body: undefined; response: Response };

/** Put a note (PUT /notes) */
export async function putNote(
  baseUrl: string,
  request: PutNoteRequest,
  init: RequestInit = {},
): Promise<PutNoteResult> {
  const url = urlOf(baseUrl, `/notes`);
  const headers = new Headers(init.headers);
  if (request.body !== undefined) headers.set('content-type', 'text/plain');
  const response = await send(url, { ...init, method: 'PUT', headers, body: request.body });
  switch (response.status) {
    case 204:
      return { status: 204, body: undefined, response };
  }
  throw await undocumented('PUT', url, response);
}
