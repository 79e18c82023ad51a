// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The ts-rest package of the items documentation against the items
// service (started with `--seed 2`: items 1 and 2): a client made with
// initClient from the generated contract, with response validation on,
// lists the items, adds one (201), gets it (200), deletes it (204), gets
// it again (the declared 404, a text body) and tries to replace one (the
// declared 405, a text body); a copy of a route whose schema the JSON
// answer does not satisfy fails, which shows that validation ran. scripts/check-docgen-items.sh copies this
// file into the package's test/ and runs it with the service's address;
// its output is test/docgen/tsrest/items_round_trip.expected.
//
//   tsx test/items_round_trip.ts http://127.0.0.1:PORT
import { initClient, initContract } from '@ts-rest/core';
import { z } from 'zod';
import { contract, items } from '../src/index.js';

function check(ok: boolean, what: string): void {
    if (!ok)
        throw new Error(`items round trip: ${what}`);
}

async function main(baseUrl: string): Promise<void> {
    // tag::client[]
    const client = initClient(contract, { baseUrl, validateResponse: true, throwOnUnknownStatus: true });

    const listed = await client.items.listItems();
    check(listed.status === 200, `listItems answered ${listed.status}`);
    if (listed.status === 200)
        console.log(`ok: listItems: 200, ids ${listed.body.map((i) => i.id).join(', ')}`);

    const added = await client.items.addItem({ body: { id: 3, name: 'item 3' } });
    check(added.status === 201, `addItem answered ${added.status}`);
    if (added.status === 201)
        console.log(`ok: addItem: 201, id ${added.body.id}, name ${added.body.name}`);

    const found = await client.items.getItem({ params: { id: '3' } });
    check(found.status === 200, `getItem 3 answered ${found.status}`);
    if (found.status === 200)
        console.log(`ok: getItem 3: 200, name ${found.body.name}`);

    const deleted = await client.items.deleteItem({ params: { id: '3' } });
    check(deleted.status === 204, `deleteItem 3 answered ${deleted.status}`);
    console.log(`ok: deleteItem 3: ${deleted.status}`);

    const gone = await client.items.getItem({ params: { id: '3' } });
    check(gone.status === 404, `getItem 3 after the delete answered ${gone.status}`);
    if (gone.status === 404)
        console.log(`ok: getItem 3 after the delete: 404, text '${gone.body}'`);
    // end::client[]

    const replaced = await client.items.replaceItem({ params: { id: '1' }, body: { id: 1, name: 'item one' } });
    check(replaced.status === 405, `replaceItem 1 answered ${replaced.status}`);
    if (replaced.status === 405)
        console.log(`ok: replaceItem 1: 405, text '${replaced.body}', Allow ${replaced.headers.get('allow')}`);

    // the same route with a schema the JSON answer does not satisfy: validation ran
    // (ts-rest's client validates JSON answers; it reads a text one as text)
    const c = initContract();
    const wrong = c.router({
        getItem: { ...items.getItem, responses: { ...items.getItem.responses, 200: z.object({ id: z.string() }) } },
    });
    const strict = initClient(wrong, { baseUrl, validateResponse: true });
    let rejected = false;
    try {
        await strict.getItem({ params: { id: '1' } });
    } catch (e) {
        rejected = e instanceof z.ZodError;
        if (!rejected)
            throw e;
    }
    check(rejected, 'a body that does not match its schema was accepted');
    console.log('ok: a body that does not match its schema is rejected');
}

const baseUrl = process.argv[2];
if (!baseUrl) {
    console.error('usage: tsx test/round_trip.ts BASE_URL');
    process.exit(2);
}
main(baseUrl).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
});
