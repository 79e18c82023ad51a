// Validates a Postman collection against the Postman Collection v2.1.0
// JSON Schema (draft-07) with Ajv, and compiles every script it carries;
// prints every error and exits 1 on any.
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

// every script must be JavaScript that compiles (the strings the format
// writes into them are literals, whatever they hold)
const vm = require('vm');
let scripts = 0;
const compile = (items, where) => {
    for (const item of items || []) {
        const name = `${where}/${item.name}`;
        for (const event of item.event || []) {
            const exec = event.script && event.script.exec;
            if (exec === undefined)
                continue;
            const source = Array.isArray(exec) ? exec.join('\n') : exec;
            try {
                new vm.Script(source, { filename: `${name} (${event.listen})` });
                ++scripts;
            } catch (e) {
                console.error(`validate-postman: ${collectionFile}: the ${event.listen} script of ${name} does not compile: ${e.message}`);
                process.exit(1);
            }
        }
        compile(item.item, name);
    }
};
compile(collection.item, '');
console.log(`validate-postman: ${collectionFile} is valid (${schema.$id}); scripts compiled: ${scripts}`);
