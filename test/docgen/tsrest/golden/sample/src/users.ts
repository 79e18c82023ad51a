// The ts-rest contract of the operations tagged 'users'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'users'. */
export const users = c.router({
    /** Get a user: A GitHub account's public profile. */
    getUser: {
        method: 'GET',
        path: '/users/:username',
        pathParams: z.object({
            /** The account's login */
            username: z.string(),
        }),
        responses: {
            // User found
            200: z.object({
                /** The user's handle, as in the profile's address */
                login: z.string(),
                /** The user's unique identifier */
                id: z.number().int(),
                /** The name the user shows, if any */
                name: z.string().nullable().optional(),
                /** The company the user names, if any */
                company: z.string().nullable().optional(),
                /** How many public repositories the user owns */
                public_repos: z.number().int(),
                /** How many users follow the user */
                followers: z.number().int(),
            }).passthrough(),
            // User not found
            404: z.object({
                /** What went wrong */
                message: z.string(),
                /** Where GitHub's documentation explains the error */
                documentation_url: z.string().nullable().optional(),
            }).passthrough(),
        },
        strictStatusCodes: true,
        summary: 'Get a user',
    },
});
