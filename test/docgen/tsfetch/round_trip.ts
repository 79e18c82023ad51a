// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The sample's ts-fetch client against the GitHub stand-in, over Node's own
// fetch: octocat decodes into the User type, an unknown login is the typed
// 404 value (not an exception), the Hello-World repository is found; an
// undocumented status (getRepository documents only 200) and a refused
// connection are Errors naming the method and URL.
// scripts/check-tsfetch.sh copies this file into the package's test/ and
// runs it with the stand-in's address.
//
//   tsx test/round_trip.ts http://127.0.0.1:PORT
import { getRepository, getUser, type ErrorRecord, type User } from '../src/index.js';

function check(ok: boolean, what: string): void {
    if (!ok)
        throw new Error(`round trip: ${what}`);
}

// the Error `f` throws, checked to name `parts`
async function error(f: () => Promise<unknown>, ...parts: string[]): Promise<string> {
    try {
        await f();
    } catch (e) {
        check(e instanceof Error, `not an Error: ${String(e)}`);
        const message = (e as Error).message;
        for (const p of parts)
            check(message.includes(p), `'${message}' does not name ${p}`);
        return message;
    }
    throw new Error('round trip: no Error thrown');
}

async function main(baseUrl: string): Promise<void> {
    // tag::client[]
    const user = await getUser(baseUrl, { params: { username: 'octocat' } });
    if (user.status !== 200)
        throw new Error(`getUser octocat answered ${user.status}`);
    const octocat: User = user.body;
    check(octocat.login === 'octocat' && Number.isInteger(octocat.id), `login ${octocat.login}`);
    console.log(`ok: getUser octocat: 200, login ${octocat.login}, id ${octocat.id}, ` +
                `public_repos ${octocat.public_repos}`);

    const unknown = await getUser(baseUrl, { params: { username: 'no-such-user-x' } });
    switch (unknown.status) {
    case 404: {
        const e: ErrorRecord = unknown.body; // a documented error is a value
        console.log(`ok: getUser no-such-user-x: 404, message ${e.message}`);
        break;
    }
    case 200:
        throw new Error(`getUser no-such-user-x found ${unknown.body.login}`);
    }
    // end::client[]

    const repo = await getRepository(baseUrl, { params: { owner: 'octocat', repo: 'Hello-World' } });
    check(repo.status === 200, `getRepository answered ${repo.status}`);
    console.log(`ok: getRepository octocat/Hello-World: 200, full_name ${repo.body.full_name}`);

    await error(() => getRepository(baseUrl, { params: { owner: 'octocat', repo: 'no-such-repo' } }),
                'GET', '/repos/octocat/no-such-repo', '404', 'not documented');
    console.log('ok: getRepository octocat/no-such-repo: an Error naming the undocumented 404 and the URL');

    await error(() => getUser('http://127.0.0.1:1', { params: { username: 'octocat' } }),
                'GET http://127.0.0.1:1/users/octocat failed');
    console.log('ok: a refused connection: an Error naming the method and URL');
}

main(process.argv[2] ?? '').catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
});
