/**
 * The MCP layer: what an MCP server does with `requestState` — tool handlers, seals and opens (the bundled helper,
 * the SDK codec, JWT libraries, hand-rolled and custom sealers), state results and incoming state, the fields a
 * seal signs and the binding it lacks, key sites, secrets in state, the texts fixes write. At its bottom is `file.ts`,
 * the per-file node index every question starts from; each question module takes that index as a parameter and
 * imports only the questions below it. It imports the syntax, scope and values layers, never the timing layer.
 */
export * from './binding-agreement.js';
export * from './binding-gaps.js';
export * from './carried-expiries.js';
export * from './client-chosen-users.js';
export * from './discarded-opens.js';
export * from './call-sites.js';
export * from './callee-functions.js';
export * from './codec-binds.js';
export * from './codec-mints.js';
export * from './decode-helpers.js';
export * from './echoed-client-values.js';
export * from './clock-scopes.js';
export * from './file.js';
export * from './foreign-sealers.js';
export * from './hand-rolled-migration.js';
export * from './handler-fix-texts.js';
export * from './incoming-state.js';
export * from './inline-tokens.js';
export * from './jwt-age-checks.js';
export * from './jwt-seals.js';
export * from './key-fallbacks.js';
export * from './opens.js';
export * from './optional-expiries.js';
export * from './payload-bindings.js';
export * from './seals.js';
export * from './signed-fields.js';
export * from './state-checks.js';
export * from './typed-expiry-checks.js';
export * from './state-codecs.js';
export * from './state-encoding.js';
export * from './state-keys.js';
export * from './state-reads.js';
export { cutsTextOnly, handsPiecesOn } from './token-parts.js';
export * from './state-results.js';
export * from './state-resealers.js';
export * from './state-secrets.js';
export * from './tool-arguments.js';
export * from './tool-handlers.js';
export * from './trusted-state-reads.js';
export { mayReadStateThroughImports } from './state-reader-helpers.js';
export * from './value-terminals.js';
export * from './verification-steps.js';
export * from './jwt-signers.js';
export * from './key-parameters.js';
export * from './lifetime-parameters.js';
export * from './jwt-verify-options.js';
export * from './jwt-module-registrations.js';
export * from './constant-seconds.js';
export * from './server-records.js';
export * from './jwt-opens.js';
export * from './bound-tools.js';
export * from './tool-parameters.js';
export * from './state-maker-calls.js';
export * from './state-names.js';
export { authenticatesWhatCallersPass } from './additional-data.js';
