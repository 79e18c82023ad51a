// The ts-rest contracts of the documented operations, one per tag.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { pets } from './pets.js';

export { pets };

const c = initContract();

/** Every contract, under its tag. */
export const contract = c.router({
    pets,
});
