// The ts-rest contract of the operations tagged 'session'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'session'. */
export const session = c.router({
    /** Log in */
    logIn: {
        method: 'POST',
        path: '/login',
        contentType: 'application/x-www-form-urlencoded',
        body: z.object({
            user: z.string(),
            password: z.string(),
        }).passthrough(),
        responses: {
            // Logged in
            204: c.noBody(),
        },
        strictStatusCodes: true,
        summary: 'Log in',
    },
    /** Put a note */
    putNote: {
        method: 'PUT',
        path: '/notes',
        // the body is text/plain: ts-rest's client sends a body of another type than a form as JSON
        body: z.string(),
        responses: {
            // Stored
            204: c.noBody(),
        },
        strictStatusCodes: true,
        summary: 'Put a note',
    },
});
