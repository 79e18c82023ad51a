// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the additions package (golden/additions) sends and reads over
// HTTP: its client calls a small server on 127.0.0.1 that records each
// request and answers as the documented service does. Checks that query
// numbers travel as text, a repeated parameter as `tag=a&tag=b` (the
// client's formQuery), headers and credentials as given, each kind of
// body with its content type, a declared response header in the
// detailed output, a text answer as a string, and a text 404 as the
// declared NOT_FOUND error whose data is the text.
// scripts/check-orpc.sh type-checks this file with the package and runs it:
//
//   tsx test/wire.ts
import assert from 'node:assert/strict';
import { File as NodeFile } from 'node:buffer';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDefinedError, ORPCError } from '@orpc/client';
import { createClient } from '../src/client';
import { Item, router } from '../src/contracts';

// Node.js 18 (Debian 12's) has File in node:buffer only, not as a global,
// and oRPC's fetch adapter names the global when it sends a Blob body
globalThis.File ??= NodeFile as unknown as typeof globalThis.File;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    const text = (status: number, value: string) => {
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(value);
    };
    if (req.method === 'GET' && path === '/items') json(200, [{ id: 1, name: 'one' }], { 'X-Total-Count': '1' });
    else if (req.method === 'POST' && path === '/items' && req.headers['content-type'] === 'text/csv')
      text(202, 'queued');
    else if (req.method === 'POST' && path === '/items') json(201, { id: 2, name: 'two' }, { Location: '/items/2' });
    else if (req.method === 'GET' && path === '/items/9') text(404, 'Not Found');
    else if (req.method === 'DELETE' && path === '/items/1') {
      res.writeHead(204);
      res.end();
    } else text(405, 'Method Not Allowed');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const client = createClient(url);

try {
  // query and header parameters, a bearer credential, a response header
  const list = await client.items.get({
    query: { limit: 10, tag: ['a', 'b c'], "it's */ odd": true },
    headers: { 'x-page': 2, 'x-request-id': 'r-1', authorization: 'Bearer token-of-the-test' },
  });
  let s = seen.at(-1)!;
  assert.equal(s.url, '/items?limit=10&tag=a&tag=b%20c&it%27s%20*%2F%20odd=true');
  assert.equal(s.headers['x-page'], '2');
  assert.equal(s.headers['x-request-id'], 'r-1');
  assert.equal(s.headers.authorization, 'Bearer token-of-the-test');
  const output = router.items.get['~orpc'].outputSchema!['~standard'].validate(list);
  assert.ok(!('then' in output) && !output.issues, 'the list answer matches the output schema');
  assert.equal(list.status, 200);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(list.body, [{ id: 1, name: 'one' }]);
  console.log(`orpc: wire: items.get sent ${s.url}, got ${list.status} with x-total-count ${list.headers['x-total-count']}`);

  // an API key in the query, by its name
  await client.items.get({ query: { limit: 5, api_key: 'key-of-the-test' }, headers: { 'x-page': 1 } });
  assert.equal(seen.at(-1)!.url, '/items?limit=5&api_key=key-of-the-test');

  // the bodies: JSON, a form, raw bytes with their type
  const created = await client.items.post({ body: { id: 2, name: 'two' }, headers: { cookie: 'session=s-1' } });
  s = seen.at(-1)!;
  assert.equal(s.headers['content-type'], 'application/json');
  assert.deepEqual(JSON.parse(s.body), { id: 2, name: 'two' });
  assert.equal(s.headers.cookie, 'session=s-1');
  assert.ok(created.status === 201);
  assert.equal(created.headers.location, '/items/2');
  assert.equal(Item.parse(created.body).name, 'two');
  await client.items.post({ body: new URLSearchParams({ id: '3', name: 'three' }) });
  s = seen.at(-1)!;
  assert.match(s.headers['content-type'] ?? '', /^application\/x-www-form-urlencoded/);
  assert.equal(s.body, 'id=3&name=three');
  const queued = await client.items.post({ body: new Blob(['4,four'], { type: 'text/csv' }) });
  s = seen.at(-1)!;
  assert.equal(s.headers['content-type'], 'text/csv');
  assert.equal(s.body, '4,four');
  assert.ok(queued.status === 202);
  assert.equal(queued.body, 'queued');
  console.log('orpc: wire: items.post sent JSON (201, location /items/2), a form (201) and text/csv (202, text)');

  // a text 404: the declared error, its text as data
  try {
    await client.items.byId.get({ params: { id: '9' } });
    assert.fail('no error for an unknown item');
  } catch (e) {
    assert.ok(e instanceof ORPCError && isDefinedError(e), `not a declared error: ${String(e)}`);
    assert.equal(e.code, 'NOT_FOUND');
    assert.equal(e.data, 'Not Found');
    console.log(`orpc: wire: items.byId.get 9: ${e.status}, the declared ${e.code} with the text '${e.data}'`);
  }

  // the only scheme's key in its header, an empty answer
  const deleted = await client.items.byId.delete({ params: { id: '1' }, headers: { 'x-api-key': 'key-of-the-test' } });
  assert.equal(seen.at(-1)!.headers['x-api-key'], 'key-of-the-test');
  assert.equal(deleted, undefined);
  console.log(`orpc: wire: items.byId.delete 1: 204, ${seen.length} requests checked`);
} finally {
  server.close();
}
