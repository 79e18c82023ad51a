// The ts-rest contract of the operations tagged 'index'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'index'. */
export const index_2 = c.router({
    /** The index */
    await_: {
        method: 'GET',
        path: '/index',
        responses: {
            // Indexed
            200: z.string(),
        },
        strictStatusCodes: true,
        summary: 'The index',
    },
});
