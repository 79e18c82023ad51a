// The oRPC contract of api-contract: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `item` */
export const Item = z.object({
  /** The item's identifier, chosen by the client that adds it */
  id: z.number().int(),
  /** What the item is called */
  name: z.string(),
});
export type Item = z.infer<typeof Item>;

/**
 * List the items: `GET /items`.
 *
 * The items of the store, the last added first.
 *
 * - 200: The items, the last added first
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
  })
  .output(z.array(Item));

/**
 * Add an item: `POST /items`.
 *
 * The items of the store, the last added first.
 *
 * - 201: Item added
 * - 415: The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`), text/plain
 * - 400: The body does not decode as an item (`BAD_REQUEST`), text/plain
 *
 * Body (`input.body`):
 * - `application/json`: `Item`
 * - `text/plain`: a `Blob` of that type
 * - `application/json; charset=utf-8`: a `Blob` of that type
 */
export const addItem = oc
  .route({
    method: 'POST',
    path: '/items',
    summary: 'Add an item',
    operationId: 'addItem',
    tags: ['items'],
    successStatus: 201,
    inputStructure: 'detailed',
  })
  .errors({
    UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The body is not JSON', data: z.string() },
    BAD_REQUEST: { status: 400, message: 'The body does not decode as an item', data: z.string() },
  })
  .input(z.object({
    body: z.union([Item, z.instanceof(Blob)]),
  }))
  .output(Item);

/**
 * Get an item: `GET /items/{id}`.
 *
 * One item, by the identifier it was added with.
 *
 * - 200: Item found
 * - 404: No such item (`NOT_FOUND`), text/plain
 */
export const getItem = oc
  .route({
    method: 'GET',
    path: '/items/{id}',
    summary: 'Get an item',
    operationId: 'getItem',
    tags: ['items'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .errors({
    NOT_FOUND: { status: 404, message: 'No such item', data: z.string() },
  })
  .input(z.object({ params: z.object({ id: z.string() }) }))
  .output(Item);

/**
 * Delete an item: `DELETE /items/{id}`.
 *
 * One item, by the identifier it was added with.
 *
 * - 204: Item deleted
 */
export const deleteItem = oc
  .route({
    method: 'DELETE',
    path: '/items/{id}',
    summary: 'Delete an item',
    operationId: 'deleteItem',
    tags: ['items'],
    successStatus: 204,
    inputStructure: 'detailed',
  })
  .input(z.object({ params: z.object({ id: z.string() }) }))
  .output(z.void());

/**
 * Replace an item: `PUT /items/{id}`.
 *
 * One item, by the identifier it was added with.
 *
 * - 405: Items cannot be replaced (`METHOD_NOT_SUPPORTED`), text/plain; headers `Allow`
 *
 * Body (`input.body`):
 * - `application/json`: `Item`
 */
export const replaceItem = oc
  .route({
    method: 'PUT',
    path: '/items/{id}',
    summary: 'Replace an item',
    operationId: 'replaceItem',
    tags: ['items'],
    inputStructure: 'detailed',
  })
  .errors({
    METHOD_NOT_SUPPORTED: { status: 405, message: 'Items cannot be replaced', data: z.string() },
  })
  .input(z.object({
    params: z.object({ id: z.string() }),
    body: Item,
  }));

/** Every procedure, nested by path: `router.<segments>.<method>`. */
export const router = {
  items: {
    get: listItems,
    post: addItem,
    byId: {
      get: getItem,
      delete: deleteItem,
      put: replaceItem,
    },
  },
};
