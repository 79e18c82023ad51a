// Validates a Postman collection against the Postman Collection v2.1.0
// JSON Schema (draft-07) with Ajv; prints every error and exits 1 on any.
// Run by scripts/check-postman.sh, which installs Ajv.
//
//   node scripts/validate-postman.js SCHEMA_JSON COLLECTION_JSON
'use strict';
const fs = require('fs');
const Ajv = require('ajv');

const [schemaFile, collectionFile] = process.argv.slice(2);
if (!schemaFile || !collectionFile) {
    console.error('usage: node scripts/validate-postman.js SCHEMA_JSON COLLECTION_JSON');
    process.exit(2);
}
const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
const official = 'https://schema.getpostman.com/json/draft-07/collection/v2.1.0/';
if (schema.$id !== official) {
    console.error(`validate-postman: ${schemaFile} is not the v2.1.0 schema (its $id is ${schema.$id})`);
    process.exit(2);
}
// `$async` is the shipping package's flag for its own use of Ajv, not part
// of the schema: validate synchronously.
delete schema.$async;
let collection;
try {
    collection = JSON.parse(fs.readFileSync(collectionFile, 'utf8'));
} catch (e) {
    console.error(`validate-postman: ${collectionFile} is not JSON: ${e.message}`);
    process.exit(1);
}
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
if (!validate(collection)) {
    for (const e of validate.errors)
        console.error(`validate-postman: ${collectionFile}: ${e.instancePath || '/'} ${e.message}`);
    process.exit(1);
}
console.log(`validate-postman: ${collectionFile} is valid (${schema.$id})`);
