// The ts-rest contracts of the documented operations, one per tag.
// Written by docgen from the recorded calls.
import { initContract } from '@ts-rest/core';
import { class_ } from './class_.js';
import { delete_ } from './delete_.js';
import { default_ } from './default_.js';
import { _2fa } from './_2fa.js';
import { index_2 } from './index_2.js';
import { contract_2 } from './contract_2.js';
import { Class_2 } from './Class_2.js';

export { class_, delete_, default_, _2fa, index_2, contract_2, Class_2 };

const c = initContract();

/** Every contract, under its tag. */
export const contract = c.router({
    class_,
    delete_,
    default_,
    _2fa,
    index_2,
    contract_2,
    Class_2,
});
