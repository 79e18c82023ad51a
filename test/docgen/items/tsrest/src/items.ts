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
        body: c.noBody(),
        responses: {
            // Item added
            201: z.object({
                id: z.number().int(),
                name: z.string(),
            }).passthrough(),
            // The body is not JSON
            415: z.string(),
            // The body does not decode as an item
            400: z.string(),
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
            404: z.string(),
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
        body: c.noBody(),
        responses: {
            // Items cannot be replaced
            405: z.string(),
        },
        strictStatusCodes: true,
        summary: 'Replace an item',
    },
});
