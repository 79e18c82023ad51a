// The typed client of the documented operations and the types of their bodies.
// Written by docgen from the recorded calls.
export * from './models.js';
export * from './client.js';
