// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The sample's ts-rest package against the GitHub stand-in: a client made
// with initClient from the generated contract, with response validation
// on, gets the octocat user, the declared 404 of an unknown user, and the
// Hello-World repository. A contract whose schema the answer does not
// satisfy must fail, which shows that validation ran.
// scripts/check-tsrest.sh copies this file into the package's test/ and
// runs it with the stand-in's address.
//
//   tsx test/round_trip.ts http://127.0.0.1:PORT
import { initClient, initContract } from '@ts-rest/core';
import { z } from 'zod';
import { contract, users } from '../src/index.js';

function check(ok: boolean, what: string): void {
    if (!ok)
        throw new Error(`round trip: ${what}`);
}

async function main(baseUrl: string): Promise<void> {
    // tag::client[]
    const client = initClient(contract, { baseUrl, validateResponse: true, throwOnUnknownStatus: true });

    const user = await client.users.getUser({ params: { username: 'octocat' } });
    check(user.status === 200, `getUser octocat answered ${user.status}`);
    if (user.status === 200) {
        check(user.body.login === 'octocat', `login ${user.body.login}`);
        check(Number.isInteger(user.body.id), `id ${user.body.id}`);
        console.log(`ok: getUser octocat: 200, login ${user.body.login}, id ${user.body.id}, ` +
                    `public_repos ${user.body.public_repos}`);
    }

    const unknown = await client.users.getUser({ params: { username: 'no-such-user-x' } });
    check(unknown.status === 404, `getUser no-such-user-x answered ${unknown.status}`);
    if (unknown.status === 404)
        console.log(`ok: getUser no-such-user-x: 404, message ${unknown.body.message}`);
    // end::client[]

    const repo = await client.repos.getRepository({ params: { owner: 'octocat', repo: 'Hello-World' } });
    check(repo.status === 200, `getRepository answered ${repo.status}`);
    if (repo.status === 200)
        console.log(`ok: getRepository octocat/Hello-World: 200, full_name ${repo.body.full_name}`);

    // the same route with a schema the answer does not satisfy
    const c = initContract();
    const wrong = c.router({
        getUser: { ...users.getUser, responses: { 200: z.object({ login: z.number() }), 404: c.noBody() } },
    });
    const strict = initClient(wrong, { baseUrl, validateResponse: true });
    let rejected = false;
    try {
        await strict.getUser({ params: { username: 'octocat' } });
    } catch (e) {
        rejected = e instanceof z.ZodError; // the client parses the body with the route's schema
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
