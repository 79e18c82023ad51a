// The oRPC contract of api-contract: one procedure per documented
// operation, nested by path in `router`, with the zod schemas of the
// answers. Written by docgen from the calls its specifications recorded.
import { oc } from '@orpc/contract';
import * as z from 'zod';

/** `user` */
export const User = z.object({
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
});
export type User = z.infer<typeof User>;

/** `error_record` */
export const ErrorRecord = z.object({
  /** What went wrong */
  message: z.string(),
  /** Where GitHub's documentation explains the error */
  documentation_url: z.string().nullable().optional(),
});
export type ErrorRecord = z.infer<typeof ErrorRecord>;

/** `repository` */
export const Repository = z.object({
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
});
export type Repository = z.infer<typeof Repository>;

/**
 * Get a user: `GET /users/{username}`.
 *
 * A GitHub account's public profile.
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
 * A repository, named by its owner and its name.
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
