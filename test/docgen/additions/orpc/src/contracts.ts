// The oRPC contract of api-contract: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `pet` */
export const Pet = z.object({
  /** The pet's identifier, given by the clinic (0 when adding it) */
  id: z.number().int(),
  name: z.string(),
  /** What kind of animal it is */
  kind: z.enum(['cat', 'dog', 'parrot']),
  /** Who brings the pet in, if the clinic knows */
  owner: z.string().nullable().optional(),
});
export type Pet = z.infer<typeof Pet>;

/**
 * Add a pet: `POST /pets`.
 *
 * The clinic's patients.
 *
 * - 201: Pet added; headers `Location`
 * - 401: No staff token (`UNAUTHORIZED`), text/plain
 *
 * Body (`input.body`):
 * - `application/json`: `Pet`
 *
 * Security, one of:
 * - `clinicAuth`: `input.headers['authorization']`, `Bearer <token>`
 * - `clinicId`: `input.headers['authorization']`, `Bearer <token>`
 * - `clinicCertificate`: mutual TLS, the client's certificate on the connection
 */
export const addPet = oc
  .route({
    method: 'POST',
    path: '/pets',
    summary: 'Add a pet',
    operationId: 'addPet',
    tags: ['pets'],
    successStatus: 201,
    inputStructure: 'detailed',
    outputStructure: 'detailed',
  })
  .errors({
    UNAUTHORIZED: { status: 401, message: 'No staff token', data: z.string() },
  })
  .input(z.object({
    headers: z.object({
      authorization: z.string().optional(),
    }).optional(),
    body: Pet,
  }))
  .output(z.object({ status: z.literal(201), headers: z.object({ location: z.string() }), body: Pet }));

/**
 * Get a pet: `GET /pets/{id}`.
 *
 * One patient, by the identifier the clinic gave it.
 *
 * - 200: Pet found
 * - 404: No such pet (`NOT_FOUND`), text/plain
 */
export const getPet = oc
  .route({
    method: 'GET',
    path: '/pets/{id}',
    summary: 'Get a pet',
    operationId: 'getPet',
    tags: ['pets'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .errors({
    NOT_FOUND: { status: 404, message: 'No such pet', data: z.string() },
  })
  .input(z.object({ params: z.object({ id: z.string() }) }))
  .output(Pet);

/**
 * Upload a pet's photo: `PUT /pets/{id}/photo`.
 *
 * A patient's photo.
 *
 * - 200: Photo stored, text/plain
 *
 * Body (`input.body`):
 * - `multipart/form-data`: `z.object({ photo: z.instanceof(Blob), caption: z.string(), })`, which oRPC's client sends as `FormData` when it holds a `Blob` (a field given several files goes as `name[0]`, `name[1]`, and a form of text fields only as JSON: those it cannot send as declared)
 */
export const uploadPhoto = oc
  .route({
    method: 'PUT',
    path: '/pets/{id}/photo',
    summary: 'Upload a pet\'s photo',
    operationId: 'uploadPhoto',
    tags: ['pets'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .input(z.object({
    params: z.object({ id: z.string() }),
    body: z.object({ photo: z.instanceof(Blob), caption: z.string(), }),
  }))
  .output(z.string());

/** Every procedure, nested by path: `router.<segments>.<method>`. */
export const router = {
  pets: {
    post: addPet,
    byId: {
      get: getPet,
      photo: {
        put: uploadPhoto,
      },
    },
  },
};
