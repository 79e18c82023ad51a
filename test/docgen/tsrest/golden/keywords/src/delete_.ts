// The ts-rest contract of the operations tagged 'delete'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'delete'. */
export const delete_ = c.router({
    /** Delete "it" */
    delete_: {
        method: 'DELETE',
        path: '/delete/:id',
        pathParams: z.object({
            id: z.string(),
        }),
        responses: {
            // Deleted
            204: c.noBody(),
        },
        strictStatusCodes: true,
        summary: 'Delete "it"',
    },
});
