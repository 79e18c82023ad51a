// The ts-rest contract of the operations tagged 'users'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'users'. */
export const users = c.router({
    /** Get a user */
    getUser: {
        method: 'GET',
        path: '/users/:username',
        pathParams: z.object({
            username: z.string(),
        }),
        responses: {
            // User found
            200: z.object({
                login: z.string(),
                id: z.number().int(),
                name: z.string().nullable().optional(),
                company: z.string().nullable().optional(),
                public_repos: z.number().int(),
                followers: z.number().int(),
            }).passthrough(),
            // User not found
            404: z.object({
                message: z.string(),
                documentation_url: z.string().nullable().optional(),
            }).passthrough(),
        },
        strictStatusCodes: true,
        summary: 'Get a user',
    },
});
