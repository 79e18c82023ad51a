// The ts-rest contract of the operations tagged 'repos'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'repos'. */
export const repos = c.router({
    /** Get a repository: A repository, named by its owner and its name. */
    getRepository: {
        method: 'GET',
        path: '/repos/:owner/:repo',
        pathParams: z.object({
            /** The login of the repository's owner */
            owner: z.string(),
            /** The repository's name, without its owner */
            repo: z.string(),
        }),
        responses: {
            // Repository found
            200: z.object({
                /** The repository's name, without its owner */
                name: z.string(),
                /** The owner's login and the repository's name: owner/name */
                full_name: z.string(),
                /** What the repository is about, if it says */
                description: z.string().nullable().optional(),
                /** How many users starred the repository */
                stargazers_count: z.number().int(),
                /** The repository's main programming language, if known */
                language: z.string().nullable().optional(),
            }).passthrough(),
        },
        strictStatusCodes: true,
        summary: 'Get a repository',
    },
});
