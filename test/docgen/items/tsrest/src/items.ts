// The ts-rest contract of the operations tagged 'items'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'items'. */
export const items = c.router({
    /** List the items */
    listItems: {
        method: 'GET',
        path: '/items',
        responses: {
            // The items, the last added first
            200: z.array(z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough()),
        },
        strictStatusCodes: true,
        summary: 'List the items',
    },
    /** Add an item */
    addItem: {
        method: 'POST',
        path: '/items',
        // also sent as text/plain, which a ts-rest route cannot declare beside the first
        // also sent as application/json; charset=utf-8, which a ts-rest route cannot declare beside the first
        body: z.object({
            id: z.number().int(),
            name: z.string(),
        }).passthrough(),
        responses: {
            // Item added
            201: z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough(),
            // The body is not JSON
            415: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
            // The body does not decode as an item
            400: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Add an item',
    },
    /** Get an item */
    getItem: {
        method: 'GET',
        path: '/items/:id',
        pathParams: z.object({
            id: z.string(),
        }),
        responses: {
            // Item found
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
    /** Delete an item */
    deleteItem: {
        method: 'DELETE',
        path: '/items/:id',
        pathParams: z.object({
            id: z.string(),
        }),
        responses: {
            // Item deleted
            204: c.noBody(),
        },
        strictStatusCodes: true,
        summary: 'Delete an item',
    },
    /** Replace an item */
    replaceItem: {
        method: 'PUT',
        path: '/items/:id',
        pathParams: z.object({
            id: z.string(),
        }),
        body: z.object({
            id: z.number().int(),
            name: z.string(),
        }).passthrough(),
        responses: {
            // Items cannot be replaced
            // response header Allow: string
            405: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Replace an item',
    },
});
