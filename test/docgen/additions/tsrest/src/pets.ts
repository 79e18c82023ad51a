// The ts-rest contract of the operations tagged 'pets'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'pets'. */
export const pets = c.router({
    /** Add a pet: The clinic's patients. */
    addPet: {
        method: 'POST',
        path: '/pets',
        headers: z.object({
            /** Credentials of clinicAuth (OAuth 2 access token): 'Bearer <token>'; or Credentials of clinicId (OpenID Connect access token): 'Bearer <token>' */
            authorization: z.string().optional(),
        }),
        body: z.object({
            /** The pet's identifier, given by the clinic (0 when adding it) */
            id: z.number().int(),
            name: z.string(),
            /** What kind of animal it is */
            kind: z.enum(['cat', 'dog', 'parrot']),
            /** Who brings the pet in, if the clinic knows */
            owner: z.string().nullable().optional(),
        }).passthrough(),
        responses: {
            // Pet added
            // response header Location: string
            201: z.object({
                /** The pet's identifier, given by the clinic (0 when adding it) */
                id: z.number().int(),
                name: z.string(),
                /** What kind of animal it is */
                kind: z.enum(['cat', 'dog', 'parrot']),
                /** Who brings the pet in, if the clinic knows */
                owner: z.string().nullable().optional(),
            }).passthrough(),
            // No staff token
            401: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Add a pet',
    },
    /** Get a pet: One patient, by the identifier the clinic gave it. */
    getPet: {
        method: 'GET',
        path: '/pets/:id',
        pathParams: z.object({
            /** The pet's identifier */
            id: z.string(),
        }),
        responses: {
            // Pet found
            200: z.object({
                /** The pet's identifier, given by the clinic (0 when adding it) */
                id: z.number().int(),
                name: z.string(),
                /** What kind of animal it is */
                kind: z.enum(['cat', 'dog', 'parrot']),
                /** Who brings the pet in, if the clinic knows */
                owner: z.string().nullable().optional(),
            }).passthrough(),
            // No such pet
            404: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Get a pet',
    },
    /** Upload a pet's photo: A patient's photo. */
    uploadPhoto: {
        method: 'PUT',
        path: '/pets/:id/photo',
        pathParams: z.object({
            /** The pet's identifier */
            id: z.string(),
        }),
        // the parts: photo (file), caption (text)
        contentType: 'multipart/form-data',
        body: z.instanceof(FormData),
        responses: {
            // Photo stored
            200: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Upload a pet\'s photo',
    },
});
