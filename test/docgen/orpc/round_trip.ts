// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The sample's oRPC package against a running GitHub stand-in: the
// client built from the contract (oRPC's OpenAPI link) gets the octocat
// user and the Hello-World repository, each answer matching the zod
// schema the contract declares, and the unknown user's 404 surfaces as
// the declared NOT_FOUND error with its body as data.
// scripts/check-orpc.sh type-checks this file with the package and runs it:
//
//   tsx test/round_trip.ts http://127.0.0.1:PORT
import assert from 'node:assert/strict';
import { isDefinedError, ORPCError } from '@orpc/client';
import { createClient } from '../src/client';
import { ErrorRecord, Repository, User, router } from '../src/contracts';

const url = process.argv[2];
if (!url) throw new Error('usage: round_trip.ts BASE_URL');
const client = createClient(url, { 'User-Agent': 'docgen-orpc-check' });

// the stand-in answers GitHub's full records: members the schemas do not
// name are tolerated (and dropped by parse)
const user = User.parse(await client.users.byUsername.get({ params: { username: 'octocat' } }));
assert.equal(user.login, 'octocat');
console.log(`orpc: users.byUsername.get octocat: 200, ${user.login} (id ${user.id}, ${user.public_repos} public repositories)`);

const repo = Repository.parse(
  await client.repos.byOwner.byRepo.get({ params: { owner: 'octocat', repo: 'Hello-World' } }),
);
assert.equal(repo.full_name, 'octocat/Hello-World');
console.log(`orpc: repos.byOwner.byRepo.get octocat/Hello-World: 200, ${repo.full_name} (${repo.stargazers_count} stars)`);

try {
  await client.users.byUsername.get({ params: { username: 'no-such-user-x' } });
  assert.fail('no error for an unknown user');
} catch (e) {
  assert.ok(e instanceof ORPCError, `not an ORPCError: ${String(e)}`);
  assert.ok(isDefinedError(e), `not a declared error: ${e.code} ${e.status}`);
  assert.equal(e.code, 'NOT_FOUND');
  assert.equal(e.status, 404);
  assert.equal(e.message, router.users.byUsername.get['~orpc'].errorMap.NOT_FOUND.message);
  const data = ErrorRecord.parse(e.data);
  assert.equal(data.message, 'Not Found');
  console.log(`orpc: users.byUsername.get no-such-user-x: ${e.status}, the declared ${e.code} '${e.message}' (body: ${data.message})`);
}
