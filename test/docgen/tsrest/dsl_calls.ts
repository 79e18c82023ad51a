// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Typed calls of the golden package of the DSL's additions
// (golden/dsl): query numbers and booleans passed as numbers and booleans,
// repeated values as arrays, header parameters and credentials, a JSON and
// a form body. tsc --strict must accept them and reject the wrong types
// marked @ts-expect-error; run, each request goes to a fetcher of this
// file (no network) that checks what ts-rest's initClient sends.
// scripts/check-tsrest.sh copies this file into a copy of golden/dsl and
// runs it.
//
//   tsx test/dsl_calls.ts
import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
import { contract } from '../src/index.js';

function check(ok: boolean, what: string): void {
    if (!ok)
        throw new Error(`dsl calls: ${what}`);
}

const sent: ApiFetcherArgs[] = [];
const client = initClient(contract, {
    baseUrl: 'http://127.0.0.1:1',
    validateResponse: true,
    api: async (args: ApiFetcherArgs) => {
        sent.push(args);
        if (args.method === 'GET' && args.path.startsWith('http://127.0.0.1:1/items/'))
            return { status: 404, body: 'no such item', headers: new Headers({ 'content-type': 'text/plain' }) };
        if (args.method === 'GET')
            return { status: 200, body: [{ id: 1, name: 'one' }], headers: new Headers() };
        if (args.path.endsWith('/items'))
            return { status: 201, body: { id: 2, name: 'two' }, headers: new Headers() };
        return { status: 204, body: undefined, headers: new Headers() };
    },
});

function last(): ApiFetcherArgs {
    return sent[sent.length - 1];
}

async function main(): Promise<void> {
    const list = await client.items.listItems({
        query: { limit: 10, ratio: 0.5, active: false, tag: ['a', 'b'], kind: 'b\'c', api_key: '<api key>' },
        headers: { 'x-page-size': 5, 'x-request-id': 'r-1' },
    });
    check(list.status === 200, `listItems answered ${list.status}`);
    check(last().path === 'http://127.0.0.1:1/items?limit=10&ratio=0.5&active=false&tag%5B0%5D=a' +
                          '&tag%5B1%5D=b&kind=b\'c&api_key=%3Capi%20key%3E', `listItems sent ${last().path}`);
    check(String(last().headers['x-page-size']) === '5', 'x-page-size is not 5');
    console.log(`ok: listItems: ${last().path.split('?')[1]}`);

    // @ts-expect-error a number, not its text
    await client.items.listItems({ query: { limit: '10' }, headers: { 'x-page-size': 5 } });
    // @ts-expect-error the required header is missing
    await client.items.listItems({ query: { limit: 1 }, headers: {} });

    const created = await client.items.createItem({
        body: { id: 2, name: 'two' },
        headers: { authorization: 'Bearer <token>' },
    });
    check(created.status === 201 && created.body.name === 'two', `createItem answered ${created.status}`);
    check(last().body === '{"id":2,"name":"two"}', `createItem sent ${String(last().body)}`);
    console.log(`ok: createItem: ${String(last().body)}`);
    // @ts-expect-error a member of the wrong type
    await client.items.createItem({ body: { id: 'x', name: 'two' }, headers: { authorization: '' } });

    const missing = await client.items.getItem({ params: { id: '9' }, headers: {} });
    check(missing.status === 404 && missing.body === 'no such item', `getItem answered ${missing.status}`);
    console.log(`ok: getItem: 404 text ${String(missing.body)}`);

    await client.session.logIn({ body: { user: 'u', password: '<password>' } });
    check(last().contentType === 'application/x-www-form-urlencoded', `logIn sent ${last().contentType}`);
    check(String(last().body) === 'user=u&password=%3Cpassword%3E', `logIn sent ${String(last().body)}`);
    console.log(`ok: logIn: ${String(last().body)}`);
}

main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
});
