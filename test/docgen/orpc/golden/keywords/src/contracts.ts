// The oRPC contract of @example/keywords: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `record` */
export const Record = z.object({
  class: z.string(),
  delete: z.number().int(),
  default: z.object({
    new: z.boolean(),
    this: z.string().nullable().optional(),
  }),
  '2fa': z.boolean().nullable().optional(),
  'full-name': z.string().nullable().optional(),
  ['__proto__']: z.string().nullable().optional(),
  items: z.array(z.object({
    id: z.number().int(),
    operator: z.number(),
  })),
  counts: z.record(z.string(), z.number().int()),
  color: z.enum(['red', 'it\'s']),
  extra: z.unknown(),
});
export type Record = z.infer<typeof Record>;

/** `problem` */
export const Problem = z.object({
  message: z.string(),
  int: z.number().int().nullable().optional(),
});
export type Problem = z.infer<typeof Problem>;

/** `z` */
export const Z = z.string();
export type Z = z.infer<typeof Z>;

export const FullName200 = z.string();
export type FullName200 = z.infer<typeof FullName200>;

export const FullName2002 = z.number().int();
export type FullName2002 = z.infer<typeof FullName2002>;

/**
 * Get a *\/ record: `GET /class/{default}/{base}`.
 *
 * - 200: Found 'it'
 * - 404: Not found \ gone (`NOT_FOUND`)
 * - 304: Not modified (not declared: oRPC errors have statuses from 400)
 */
export const class_ = oc
  .route({
    method: 'GET',
    path: '/class/{default}/{base}',
    summary: 'Get a */ record',
    operationId: 'class',
    tags: ['class'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .errors({
    NOT_FOUND: { status: 404, message: 'Not found \\ gone', data: Problem },
  })
  .input(z.object({ params: z.object({ default: z.string(), base: z.string() }) }))
  .output(Record);

/**
 * Delete "it": `DELETE /delete/{id}`.
 *
 * - 204: Deleted
 */
export const delete_ = oc
  .route({
    method: 'DELETE',
    path: '/delete/{id}',
    summary: 'Delete "it"',
    operationId: 'delete',
    tags: ['delete'],
    successStatus: 204,
    inputStructure: 'detailed',
  })
  .input(z.object({ params: z.object({ id: z.string() }) }))
  .output(z.void());

/**
 * List defaults: `GET /default`.
 *
 * - 200: Listed
 */
export const default_ = oc
  .route({
    method: 'GET',
    path: '/default',
    summary: 'List defaults',
    operationId: 'default',
    tags: ['default', '2fa'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .output(z.array(Record));

/**
 * Two factors
 * at once: `POST /2fa`.
 *
 * - 201: Created
 * - 202: Accepted
 * - 418: A teapot here (`STATUS_418`)
 */
export const _2fa = oc
  .route({
    method: 'POST',
    path: '/2fa',
    summary: 'Two factors\nat once',
    operationId: '2fa',
    tags: ['2fa'],
    successStatus: 201,
    inputStructure: 'detailed',
  })
  .errors({
    STATUS_418: { status: 418, message: 'A teapot\u2028here', data: Problem },
  })
  .output(z.union([Problem, Record]));

/**
 * `GET /2fa`.
 *
 * - 400: Bad (`BAD_REQUEST`)
 */
export const get2fa = oc
  .route({
    method: 'GET',
    path: '/2fa',
    tags: ['2fa'],
    inputStructure: 'detailed',
  })
  .errors({
    BAD_REQUEST: { status: 400, message: 'Bad', data: Problem },
  });

/**
 * Get: `GET /2fa/get`.
 *
 * - 200: OK
 */
export const router_ = oc
  .route({
    method: 'GET',
    path: '/2fa/get',
    summary: 'Get',
    operationId: 'router',
    tags: ['2fa'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .output(Z);

/**
 * full-name: `GET /full-name`.
 *
 * - 200: OK
 */
export const fullName = oc
  .route({
    method: 'GET',
    path: '/full-name',
    operationId: 'full-name',
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .output(FullName200);

/**
 * full_name: `GET /full_name`.
 *
 * - 200: OK
 */
export const fullName2 = oc
  .route({
    method: 'GET',
    path: '/full_name',
    operationId: 'full_name',
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .output(FullName2002);

/** Every procedure, nested by path: `router.<segments>.<method>`. */
export const router = {
  class: {
    byDefault: {
      byBase: {
        get: class_,
      },
    },
  },
  delete_: {
    byId: {
      delete: delete_,
    },
  },
  default: {
    get: default_,
  },
  _2fa: {
    post: _2fa,
    get: get2fa,
    get_: {
      get: router_,
    },
  },
  fullName: {
    get: fullName,
  },
  fullName2: {
    get: fullName2,
  },
};
