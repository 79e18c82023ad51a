// The ts-rest contract of the operations tagged 'items'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'items'. */
export const items = c.router({
    /** List items */
    listItems: {
        method: 'GET',
        path: '/items',
        query: z.object({
            limit: z.coerce.number().int(),
            ratio: z.coerce.number().optional(),
            active: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
            tag: z.array(z.string()).optional(),
            kind: z.enum(['a', 'b\'c']).optional(),
            /** Credentials of queryKey (API key in the query api_key): '<api key>' */
            api_key: z.string().optional(),
        }),
        headers: z.object({
            'x-request-id': z.string().optional(),
            'x-page-size': z.coerce.number().int(),
            /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */
            authorization: z.string().optional(),
        }),
        // Credentials of cookieKey (API key in the cookie session): '<api key>': a cookie, which the browser or the caller's fetch sends
        responses: {
            // Listed
            200: z.array(z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough()),
        },
        strictStatusCodes: true,
        summary: 'List items',
    },
    /** Create an item */
    createItem: {
        method: 'POST',
        path: '/items',
        headers: z.object({
            /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */
            authorization: z.string(),
        }),
        // also sent as text/csv, which a ts-rest route cannot declare beside the first
        body: z.object({
            id: z.number().int(),
            name: z.string(),
        }).passthrough(),
        responses: {
            // Created
            // response header Location: string
            201: z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough(),
            // Not JSON
            415: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Create an item',
    },
    /** Get an item */
    getItem: {
        method: 'GET',
        path: '/items/:id',
        pathParams: z.object({
            id: z.string(),
        }),
        headers: z.object({
            /** Credentials of basicAuth (HTTP basic): 'Basic <base64 of user:password>' */
            authorization: z.string().optional(),
            /** Credentials of headerKey (API key in the header X-Api-Key): '<api key>' */
            'x-api-key': z.string().optional(),
        }),
        responses: {
            // Found
            200: z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough(),
            // No such item
            404: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Get an item',
    },
});
