// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items documentation's oRPC package (test/docgen/items/orpc) against
// a running items service (`items_service --seed 2`): through the
// contract's client and oRPC's OpenAPI link it lists the items, adds one
// (201), gets it (200), meets the unknown item's text 404 as the declared
// NOT_FOUND error and a text body's 415 as the declared
// UNSUPPORTED_MEDIA_TYPE, deletes the item (204) and finds it gone.
// scripts/check-orpc.sh type-checks this file with the package and runs it:
//
//   tsx test/items_round_trip.ts http://127.0.0.1:PORT
import assert from 'node:assert/strict';
import { File as NodeFile } from 'node:buffer';
import { isDefinedError, ORPCError } from '@orpc/client';
import { createClient } from '../src/client';
import * as z from 'zod';
import { Item, router } from '../src/contracts';

// Node.js 18 (Debian 12's) has File in node:buffer only, not as a global,
// and oRPC's fetch adapter names the global when it sends a Blob body
globalThis.File ??= NodeFile as unknown as typeof globalThis.File;

const url = process.argv[2];
if (!url) throw new Error('usage: items_round_trip.ts BASE_URL');
const client = createClient(url, { 'User-Agent': 'docgen-orpc-check' });

// the declared error `code` of `call`, with its text
async function declaredError(call: Promise<unknown>, code: string): Promise<ORPCError<string, unknown>> {
  try {
    await call;
  } catch (e) {
    assert.ok(e instanceof ORPCError, `not an ORPCError: ${String(e)}`);
    assert.ok(isDefinedError(e), `not a declared error: ${e.code} ${e.status}`);
    assert.equal(e.code, code);
    assert.equal(typeof e.data, 'string');
    return e;
  }
  assert.fail(`no ${code} error`);
}

const before = z.array(Item).parse(await client.items.get());
assert.deepEqual(before.map((i) => i.id).sort(), [1, 2]);
console.log(`orpc: items.get: 200, ${before.length} items`);

const added = Item.parse(await client.items.post({ body: { id: 3, name: 'item 3' } }));
assert.deepEqual(added, { id: 3, name: 'item 3' });
console.log(`orpc: items.post {id: 3}: 201, ${added.name}`);

const got = Item.parse(await client.items.byId.get({ params: { id: '3' } }));
assert.equal(got.name, 'item 3');
console.log(`orpc: items.byId.get 3: 200, ${got.name}`);

const missing = await declaredError(client.items.byId.get({ params: { id: '99' } }), 'NOT_FOUND');
assert.equal(missing.status, 404);
assert.equal(missing.message, router.items.byId.get['~orpc'].errorMap.NOT_FOUND.message);
console.log(`orpc: items.byId.get 99: ${missing.status}, the declared ${missing.code} (text: ${JSON.stringify(missing.data)})`);

const unsupported = await declaredError(
  client.items.post({ body: new Blob(['item 4'], { type: 'text/plain' }) }),
  'UNSUPPORTED_MEDIA_TYPE',
);
assert.equal(unsupported.status, 415);
console.log(`orpc: items.post text/plain: ${unsupported.status}, the declared ${unsupported.code} (text: ${JSON.stringify(unsupported.data)})`);

const deleted = await client.items.byId.delete({ params: { id: '3' } });
assert.equal(deleted, undefined);
console.log('orpc: items.byId.delete 3: 204, no body');
await declaredError(client.items.byId.get({ params: { id: '3' } }), 'NOT_FOUND');
const after = z.array(Item).parse(await client.items.get());
assert.deepEqual(after.map((i) => i.id).sort(), [1, 2]);
console.log(`orpc: items.byId.get 3 after the delete: 404; items.get: ${after.length} items`);
