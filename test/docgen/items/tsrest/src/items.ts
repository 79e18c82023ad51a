// The ts-rest contract of the operations tagged 'items'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'items'. */
export const items = c.router({
    /** List the items: The items of the store, the last added first. */
    listItems: {
        method: 'GET',
        path: '/items',
        responses: {
            // The items, the last added first
            200: z.array(z.object({
                /** The item's identifier, chosen by the client that adds it */
                id: z.number().int(),
                /** What the item is called */
                name: z.string(),
            }).passthrough()),
        },
        strictStatusCodes: true,
        summary: 'List the items',
    },
    /** Add an item: The items of the store, the last added first. */
    addItem: {
        method: 'POST',
        path: '/items',
        // also sent as text/plain, which a ts-rest route cannot declare beside the first
        // also sent as application/json; charset=utf-8, which a ts-rest route cannot declare beside the first
        body: z.object({
            /** The item's identifier, chosen by the client that adds it */
            id: z.number().int(),
            /** What the item is called */
            name: z.string(),
        }).passthrough(),
        responses: {
            // Item added
            201: z.object({
                /** The item's identifier, chosen by the client that adds it */
                id: z.number().int(),
                /** What the item is called */
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
    /** Get an item: One item, by the identifier it was added with. */
    getItem: {
        method: 'GET',
        path: '/items/:id',
        pathParams: z.object({
            /** The item's identifier */
            id: z.string(),
        }),
        responses: {
            // Item found
            200: z.object({
                /** The item's identifier, chosen by the client that adds it */
                id: z.number().int(),
                /** What the item is called */
                name: z.string(),
            }).passthrough(),
            // No such item
            404: c.otherResponse({ contentType: 'text/plain', body: z.string() }),
        },
        strictStatusCodes: true,
        summary: 'Get an item',
    },
    /** Delete an item: One item, by the identifier it was added with. */
    deleteItem: {
        method: 'DELETE',
        path: '/items/:id',
        pathParams: z.object({
            /** The item's identifier */
            id: z.string(),
        }),
        responses: {
            // Item deleted
            204: c.noBody(),
        },
        strictStatusCodes: true,
        summary: 'Delete an item',
    },
    /** Replace an item: One item, by the identifier it was added with. */
    replaceItem: {
        method: 'PUT',
        path: '/items/:id',
        pathParams: z.object({
            /** The item's identifier */
            id: z.string(),
        }),
        body: z.object({
            /** The item's identifier, chosen by the client that adds it */
            id: z.number().int(),
            /** What the item is called */
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
