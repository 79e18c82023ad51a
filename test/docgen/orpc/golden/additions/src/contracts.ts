// The oRPC contract of @example/items: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `item` */
export const Item = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Item = z.infer<typeof Item>;

/**
 * List the items: `GET /items`.
 *
 * - 200: The first page; headers `X-Total-Count` (integer, as text)
 *
 * Security, one of:
 * - `bearerAuth`: `input.headers['authorization']`, `Bearer <token>`
 * - `queryKey`: `input.query['api_key']`, `<api key>`
 */
export const listItems = oc
  .route({
    method: 'GET',
    path: '/items',
    summary: 'List the items',
    operationId: 'listItems',
    tags: ['items'],
    successStatus: 200,
    inputStructure: 'detailed',
    outputStructure: 'detailed',
  })
  .input(z.object({
    query: z.object({
      limit: z.coerce.number<number>().int(),
      tag: z.array(z.string()).optional(),
      'it\'s */ odd': z.union([z.boolean(), z.stringbool()]).optional(),
      api_key: z.string().optional(),
    }),
    headers: z.object({
      'x-request-id': z.string().optional(),
      'x-page': z.coerce.number<number>().int(),
      authorization: z.string().optional(),
    }),
  }))
  .output(z.object({ status: z.literal(200), headers: z.object({ 'x-total-count': z.string() }), body: z.array(Item) }));

/**
 * Create an item: `POST /items`.
 *
 * - 201: Created from JSON; headers `Location`
 * - 202: Queued from CSV, text/plain
 * - 415: Not a body it reads (`UNSUPPORTED_MEDIA_TYPE`), text/plain
 * - 400: A body it cannot decode (`BAD_REQUEST`), text/plain
 *
 * Body (`input.body`):
 * - `application/json`: `Item`
 * - `application/x-www-form-urlencoded`: a `URLSearchParams`
 * - `text/csv`: a `Blob` of that type
 * - `application/xml`: a `Blob` of that type
 *
 * Security, one of:
 * - `basicAuth`: `input.headers['authorization']`, `Basic <base64 of user:password>`
 * - `cookieKey`: `input.headers['cookie']`, `session=<api key>`
 */
export const createItem = oc
  .route({
    method: 'POST',
    path: '/items',
    summary: 'Create an item',
    operationId: 'createItem',
    tags: ['items'],
    successStatus: 201,
    inputStructure: 'detailed',
    outputStructure: 'detailed',
  })
  .errors({
    UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Not a body it reads', data: z.string() },
    BAD_REQUEST: { status: 400, message: 'A body it cannot decode', data: z.string() },
  })
  .input(z.object({
    headers: z.object({
      authorization: z.string().optional(),
      cookie: z.string().optional(),
    }).optional(),
    body: z.union([Item, z.instanceof(URLSearchParams), z.instanceof(Blob)]),
  }))
  .output(z.union([z.object({ status: z.literal(201), headers: z.object({ location: z.string() }), body: Item }), z.object({ status: z.literal(202), body: z.string() })]));

/**
 * One item: `GET /items/{id}`.
 *
 * - 200: Found
 * - 404: No such item: it's gone *\/ (`NOT_FOUND`), text/plain
 */
export const getItem = oc
  .route({
    method: 'GET',
    path: '/items/{id}',
    summary: 'One item',
    operationId: 'getItem',
    tags: ['items'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .errors({
    NOT_FOUND: { status: 404, message: 'No such item: it\'s gone */', data: z.string() },
  })
  .input(z.object({ params: z.object({ id: z.string() }) }))
  .output(Item);

/**
 * One item: `DELETE /items/{id}`.
 *
 * - 204: Deleted
 *
 * Security:
 * - `headerKey`: `input.headers['x-api-key']`, `<api key>`
 */
export const deleteItem = oc
  .route({
    method: 'DELETE',
    path: '/items/{id}',
    summary: 'One item',
    operationId: 'deleteItem',
    tags: ['items'],
    successStatus: 204,
    inputStructure: 'detailed',
  })
  .input(z.object({
    params: z.object({ id: z.string() }),
    headers: z.object({
      'x-api-key': z.string(),
    }),
  }))
  .output(z.void());

/**
 * One item: `PUT /items/{id}`.
 *
 * - 405: Not allowed (`METHOD_NOT_SUPPORTED`), text/plain; headers `Allow`
 */
export const replaceItem = oc
  .route({
    method: 'PUT',
    path: '/items/{id}',
    summary: 'One item',
    operationId: 'replaceItem',
    tags: ['items'],
    inputStructure: 'detailed',
  })
  .errors({
    METHOD_NOT_SUPPORTED: { status: 405, message: 'Not allowed', data: z.string() },
  })
  .input(z.object({ params: z.object({ id: z.string() }) }));

/** Every procedure, nested by path: `router.<segments>.<method>`. */
export const router = {
  items: {
    get: listItems,
    post: createItem,
    byId: {
      get: getItem,
      delete: deleteItem,
      put: replaceItem,
    },
  },
};
