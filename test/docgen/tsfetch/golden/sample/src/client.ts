// One function per documented operation, over fetch. Its result is one of
// the documented answers, told apart by `status`; an answer of another
// status, or none, is an Error naming the method and URL.
// Written by docgen from the recorded calls.
import type { User, ErrorRecord, Repository } from './models.js';

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

/** What getUser sends. */
export interface GetUserRequest {
  params: {
    /** The account's login */
    username: string;
  };
}

/** What getUser answers: one member per documented status. */
export type GetUserResult =
  /** User found */
  | { status: 200; body: User; response: Response }
  /** User not found */
  | { status: 404; body: ErrorRecord; response: Response };

/** Get a user (GET /users/{username}): A GitHub account's public profile. */
export async function getUser(
  baseUrl: string,
  request: GetUserRequest,
  init: RequestInit = {},
): Promise<GetUserResult> {
  const url = urlOf(baseUrl, `/users/${encodeURIComponent(request.params.username)}`);
  const headers = new Headers(init.headers);
  const response = await send(url, { ...init, method: 'GET', headers });
  switch (response.status) {
    case 200:
      return { status: 200, body: (await response.json()) as User, response };
    case 404:
      return { status: 404, body: (await response.json()) as ErrorRecord, response };
  }
  throw await undocumented('GET', url, response);
}

/** What getRepository sends. */
export interface GetRepositoryRequest {
  params: {
    /** The login of the repository's owner */
    owner: string;
    /** The repository's name, without its owner */
    repo: string;
  };
}

/** What getRepository answers: one member per documented status. */
export type GetRepositoryResult =
  /** Repository found */
  | { status: 200; body: Repository; response: Response };

/** Get a repository (GET /repos/{owner}/{repo}): A repository, named by its owner and its name. */
export async function getRepository(
  baseUrl: string,
  request: GetRepositoryRequest,
  init: RequestInit = {},
): Promise<GetRepositoryResult> {
  const url = urlOf(baseUrl, `/repos/${encodeURIComponent(request.params.owner)}/${encodeURIComponent(request.params.repo)}`);
  const headers = new Headers(init.headers);
  const response = await send(url, { ...init, method: 'GET', headers });
  switch (response.status) {
    case 200:
      return { status: 200, body: (await response.json()) as Repository, response };
  }
  throw await undocumented('GET', url, response);
}
