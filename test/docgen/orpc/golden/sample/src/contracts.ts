// The oRPC contract of api-contract: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `user` */
export const User = z.object({
  login: z.string(),
  id: z.number().int(),
  name: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  public_repos: z.number().int(),
  followers: z.number().int(),
});
export type User = z.infer<typeof User>;

/** `error_record` */
export const ErrorRecord = z.object({
  message: z.string(),
  documentation_url: z.string().nullable().optional(),
});
export type ErrorRecord = z.infer<typeof ErrorRecord>;

/** `repository` */
export const Repository = z.object({
  name: z.string(),
  full_name: z.string(),
  description: z.string().nullable().optional(),
  stargazers_count: z.number().int(),
  language: z.string().nullable().optional(),
});
export type Repository = z.infer<typeof Repository>;

/**
 * Get a user: `GET /users/{username}`.
 *
 * - 200: User found
 * - 404: User not found (`NOT_FOUND`)
 */
export const getUser = oc
  .route({
    method: 'GET',
    path: '/users/{username}',
    summary: 'Get a user',
    operationId: 'getUser',
    tags: ['users'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .errors({
    NOT_FOUND: { status: 404, message: 'User not found', data: ErrorRecord },
  })
  .input(z.object({ params: z.object({ username: z.string() }) }))
  .output(User);

/**
 * Get a repository: `GET /repos/{owner}/{repo}`.
 *
 * - 200: Repository found
 */
export const getRepository = oc
  .route({
    method: 'GET',
    path: '/repos/{owner}/{repo}',
    summary: 'Get a repository',
    operationId: 'getRepository',
    tags: ['repos'],
    successStatus: 200,
    inputStructure: 'detailed',
  })
  .input(z.object({ params: z.object({ owner: z.string(), repo: z.string() }) }))
  .output(Repository);

/** Every procedure, nested by path: `router.<segments>.<method>`. */
export const router = {
  users: {
    byUsername: {
      get: getUser,
    },
  },
  repos: {
    byOwner: {
      byRepo: {
        get: getRepository,
      },
    },
  },
};
