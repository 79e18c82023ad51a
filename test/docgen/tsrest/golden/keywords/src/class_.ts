// The ts-rest contract of the operations tagged 'class'.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** The operations tagged 'class'. */
export const class_ = c.router({
    /** Get a * / record 'quoted' \ </script> */
    class_: {
        method: 'GET',
        path: '/class/:default/:full-name',
        pathParams: z.object({
            default: z.string(),
            'full-name': z.string(),
        }),
        responses: {
            // Found it
            200: z.object({
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
            }).passthrough(),
            // Not found
            404: z.object({
                message: z.string(),
                int: z.number().int().nullable().optional(),
            }).passthrough(),
        },
        strictStatusCodes: true,
        summary: 'Get a */ record \'quoted\' \\ </script>',
    },
});
