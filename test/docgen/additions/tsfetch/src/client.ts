// One function per documented operation, over fetch. Its result is one of
// the documented answers, told apart by `status`; an answer of another
// status, or none, is an Error naming the method and URL.
// Written by docgen from the recorded calls.
import type { Pet } from './models.js';

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

/** What addPet sends. */
export interface AddPetRequest {
  headers?: {
    /** Credentials of clinicAuth (OAuth 2 access token): 'Bearer <token>'; or Credentials of clinicId (OpenID Connect access token): 'Bearer <token>' */
    authorization?: string;
  };
  /** sent as application/json */
  body: Pet;
}

/** What addPet answers: one member per documented status. */
export type AddPetResult =
  /** Pet added */
  | { status: 201; body: Pet; headers: { location: string | null; }; response: Response }
  /** No staff token */
  | { status: 401; body: string; response: Response };

/** Add a pet (POST /pets): The clinic's patients. */
export async function addPet(
  baseUrl: string,
  request: AddPetRequest,
  init: RequestInit = {},
): Promise<AddPetResult> {
  const url = urlOf(baseUrl, `/pets`);
  const headers = new Headers(init.headers);
  addHeader(headers, 'authorization', request.headers?.authorization);
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const response = await send(url, { ...init, method: 'POST', headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) });
  switch (response.status) {
    case 201:
      return { status: 201, body: (await response.json()) as Pet, headers: { location: response.headers.get('location'), }, response };
    case 401:
      return { status: 401, body: await response.text(), response };
  }
  throw await undocumented('POST', url, response);
}

/** What getPet sends. */
export interface GetPetRequest {
  params: {
    /** The pet's identifier */
    id: string;
  };
}

/** What getPet answers: one member per documented status. */
export type GetPetResult =
  /** Pet found */
  | { status: 200; body: Pet; response: Response }
  /** No such pet */
  | { status: 404; body: string; response: Response };

/** Get a pet (GET /pets/{id}): One patient, by the identifier the clinic gave it. */
export async function getPet(
  baseUrl: string,
  request: GetPetRequest,
  init: RequestInit = {},
): Promise<GetPetResult> {
  const url = urlOf(baseUrl, `/pets/${encodeURIComponent(request.params.id)}`);
  const headers = new Headers(init.headers);
  const response = await send(url, { ...init, method: 'GET', headers });
  switch (response.status) {
    case 200:
      return { status: 200, body: (await response.json()) as Pet, response };
    case 404:
      return { status: 404, body: await response.text(), response };
  }
  throw await undocumented('GET', url, response);
}

/** What uploadPhoto sends. */
export interface UploadPhotoRequest {
  params: {
    /** The pet's identifier */
    id: string;
  };
  /** sent as multipart/form-data */
  body: { photo: Blob; caption: string; };
}

/** What uploadPhoto answers: one member per documented status. */
export type UploadPhotoResult =
  /** Photo stored */
  | { status: 200; body: string; response: Response };

/** Upload a pet's photo (PUT /pets/{id}/photo): A patient's photo. */
export async function uploadPhoto(
  baseUrl: string,
  request: UploadPhotoRequest,
  init: RequestInit = {},
): Promise<UploadPhotoResult> {
  const url = urlOf(baseUrl, `/pets/${encodeURIComponent(request.params.id)}/photo`);
  const headers = new Headers(init.headers);
  const response = await send(url, { ...init, method: 'PUT', headers, body: request.body === undefined ? undefined : Object.entries(request.body).reduce((form, [k, v]) => { for (const x of Array.isArray(v) ? v : [v]) form.append(k, x); return form; }, new FormData()) });
  switch (response.status) {
    case 200:
      return { status: 200, body: await response.text(), response };
  }
  throw await undocumented('PUT', url, response);
}
