// The ts-rest contract of the operations tagged 'default'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'default'. */
export const default_ = c.router({
    /** List defaults */
    default_: {
        method: 'GET',
        path: '/default',
        responses: {
            // Listed
            200: z.array(z.object({
                class: z.string(),
                delete: z.number().int(),
                default: z.object({
                    new: z.boolean(),
                    this: z.string().nullable().optional(),
                }).catchall(z.string()),
                '2fa': z.boolean().nullable().optional(),
                'full-name': z.string().nullable().optional(),
                ['__proto__']: z.string().nullable().optional(),
                items: z.array(z.object({
                    id: z.number().int(),
                    operator: z.number(),
                }).passthrough()),
                counts: z.record(z.string(), z.number().int()),
                color: z.enum(['red', 'it\'s']),
                extra: z.unknown(),
            }).passthrough()),
        },
        strictStatusCodes: true,
        summary: 'List defaults',
    },
});
