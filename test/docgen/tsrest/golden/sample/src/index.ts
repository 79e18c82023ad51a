// The ts-rest contracts of the documented operations, one per tag.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { users } from './users.js';
import { repos } from './repos.js';

export { users, repos };

const c = initContract();

/** Every contract, under its tag. */
export const contract = c.router({
    users,
    repos,
});
