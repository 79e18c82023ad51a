// The ts-rest contract of the operations tagged 'repos'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'repos'. */
export const repos = c.router({
    /** Get a repository */
    getRepository: {
        method: 'GET',
        path: '/repos/:owner/:repo',
        pathParams: z.object({
            owner: z.string(),
            repo: z.string(),
        }),
        responses: {
            // Repository found
            200: z.object({
                name: z.string(),
                full_name: z.string(),
                description: z.string().nullable().optional(),
                stargazers_count: z.number().int(),
                language: z.string().nullable().optional(),
            }).passthrough(),
        },
        strictStatusCodes: true,
        summary: 'Get a repository',
    },
});
