// Roles a function's parameter takes, judged where a call hands it a value: a key derived by hashing the parameter, a
// key a module variable is set to from it, a settings member refused at startup where the settings are made, the
// fields a sealer writes into its claims after making them (`if (userId !== undefined) claims.uid = userId`), the
// parameter a local result helper encrypts into the state it hands out, and a result helper's destructured
// `{ requestState }`, which is what its callers seal, not what the client sent.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-keys-and-fields');

write('hashed/package.json', '{ "name": "fieldwater", "type": "module" }');
write(
  'hashed/token.js',
  lines(
    'const enc = new TextEncoder();',
    'export async function deriveStateKey(seed) {',
    "  const material = await crypto.subtle.digest('SHA-256', enc.encode(seed));",
    "  return crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
    '}',
  ),
);
const MAIN = (seed: string) =>
  lines(
    "import pkg from './package.json' with { type: 'json' };",
    "import { deriveStateKey } from './token.js';",
    'const env = Deno.env.toObject();',
    `export const stateKey = await deriveStateKey(${seed});`,
  );

write('variable/package.json', '{ "type": "module" }');
write(
  'variable/codecs.js',
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'let keyBytes = null;',
    'export function configureStateCodecs(stateKey) {',
    '  keyBytes = new TextEncoder().encode(stateKey);',
    '}',
    'export function codecFor(tool) {',
    '  return createRequestStateCodec({ key: keyBytes, ttlSeconds: 600, bind: (ctx) => `${ctx.http.authInfo.extra.userId}|${tool}` });',
    '}',
  ),
);
const CONFIGURE = (key: string) => lines("import { configureStateCodecs } from './codecs.js';", `configureStateCodecs(${key});`);

write('settings/package.json', '{ "type": "module" }');
write('settings/defaults.js', lines('export const defaults = {', "  portalWebhookSecret: '',", '  port: 8080,', '};'));
const SETTINGS = (check: string) =>
  lines(
    "import { defaults } from './defaults.js';",
    'const present = Object.fromEntries(Object.entries({ portalWebhookSecret: process.env.PORTAL_WEBHOOK_SECRET }).filter(([, value]) => value));',
    'export const settings = Object.freeze({ ...defaults, ...present });',
    check,
  );
const WEBHOOK = lines(
  "import { createHmac } from 'node:crypto';",
  "import { settings } from './settings.js';",
  'export function signatureOf(body) {',
  "  return createHmac('sha256', settings.portalWebhookSecret).update(body).digest('hex');",
  '}',
);

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a key derived by hashing a required seed in a helper', filename: path('hashed/main.js'), code: MAIN("env.FIELDWATER_STATE_SEED ?? (() => { throw new Error('FIELDWATER_STATE_SEED is not set'); })()") },
    { name: 'a module variable a configuring function sets from a required key', filename: path('variable/main.js'), code: CONFIGURE("process.env.STATE_KEY ?? (() => { throw new Error('STATE_KEY is not set'); })()") },
    { name: "a settings member refused at startup where the settings are made", filename: path('settings/webhook.js'), code: WEBHOOK },
  ],
  invalid: [
    {
      name: 'a key derived by hashing a seed that falls back to public facts, in a helper',
      filename: path('hashed/main.js'),
      code: MAIN('env.FIELDWATER_STATE_SEED ?? `${pkg.name}:${Deno.hostname()}:${Deno.pid}`'),
      errors: [{ messageId: 'literalFallback', line: 4, column: 46, endLine: 4, endColumn: 119 }],
    },
    {
      name: 'a module variable a configuring function sets from a key with a literal fallback',
      filename: path('variable/main.js'),
      code: CONFIGURE("process.env.STATE_KEY ?? 'local-state-key-do-not-use-0001'"),
      errors: [{ messageId: 'literalFallback', line: 2, column: 22, endLine: 2, endColumn: 80 }],
    },
  ],
});

write('settings/settings.js', SETTINGS("if (!settings.portalWebhookSecret) throw new Error('PORTAL_WEBHOOK_SECRET must be configured');"));
write('unchecked/package.json', '{ "type": "module" }');
write('unchecked/defaults.js', lines('export const defaults = {', "  portalWebhookSecret: '',", '  port: 8080,', '};'));
write('unchecked/settings.js', SETTINGS("if (!settings.port) throw new Error('PORT must be configured');"));

testRule('no-weak-state-key', weakKeyRule, {
  valid: [],
  invalid: [
    {
      name: 'a settings member whose empty default nothing refuses (another member is checked)',
      filename: path('unchecked/webhook.js'),
      code: WEBHOOK,
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 31, endLine: 4, endColumn: 59 }],
    },
  ],
});

write('claims/package.json', '{ "type": "module" }');
write(
  'claims/seal.js',
  lines(
    "import { createHmac } from 'node:crypto';",
    'const mac = (body) => createHmac(\'sha256\', Buffer.from(process.env.STATE_KEY, \'base64\')).update(body).digest(\'base64url\');',
    'export function sealState(payload, { userId, tool }) {',
    '  const claims = { ...payload, tool, exp: Date.now() + 600000 };',
    '  if (userId !== undefined) claims.uid = userId;',
    "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
    '  return `${body}.${mac(body)}`;',
    '}',
  ),
);
const APPROVE = (binding: string) =>
  lines(
    "import { sealState } from './seal.js';",
    'export function approve(week, extra) {',
    '  const userId = extra.authInfo.extra.userId;',
    `  const requestState = sealState({ week }, ${binding});`,
    "  return { resultType: 'input_required', inputRequests: {}, requestState };",
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "a call passing the user a sealer writes into its claims only when given", filename: path('claims/approve.js'), code: APPROVE("{ userId, tool: 'approve_timesheets' }") }],
  invalid: [
    {
      name: 'a call passing no user to a sealer that writes it into its claims only when given',
      filename: path('claims/approve.js'),
      code: APPROVE("{ tool: 'approve_timesheets' }"),
      errors: [{ messageId: 'helperMissingSignedFields', line: 4, column: 24, endLine: 4, endColumn: 75 }],
    },
  ],
});

write('box/package.json', '{ "type": "module" }');
write(
  'box/stateBox.js',
  lines(
    "import { createCipheriv, randomBytes } from 'node:crypto';",
    "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
    'export function encryptState(value) {',
    '  const iv = randomBytes(16);',
    "  const cipher = createCipheriv('aes-256-cbc', key, iv);",
    "  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);",
    "  return `${iv.toString('base64url')}.${data.toString('base64url')}`;",
    '}',
  ),
);
const FILE_ENTRY = (kept: string) =>
  lines(
    "import { encryptState } from './stateBox.js';",
    'function needInput(state, inputRequests) {',
    "  return { resultType: 'input_required', inputRequests, requestState: encryptState(state) };",
    '}',
    'export function askToConfirm(prior, creds) {',
    `  return needInput({ ...prior, stage: 'confirm', ${kept} }, {});`,
    '}',
  );

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a filer code a local result helper encrypts, unauthenticated, into the state', filename: path('box/fileEntry.js'), code: FILE_ENTRY('filerCode: creds.filerCode') }],
  invalid: [
    {
      name: 'a password a local result helper encrypts, unauthenticated, into the state',
      filename: path('box/fileEntry.js'),
      code: FILE_ENTRY('filerPassword: creds.password'),
      errors: [
        {
          messageId: 'secretInState',
          line: 6,
          column: 50,
          endLine: 6,
          endColumn: 79,
          suggestions: [
            {
              messageId: 'removeProperty',
              output: lines(
                "import { encryptState } from './stateBox.js';",
                'function needInput(state, inputRequests) {',
                "  return { resultType: 'input_required', inputRequests, requestState: encryptState(state) };",
                '}',
                'export function askToConfirm(prior, creds) {',
                "  return needInput({ ...prior, stage: 'confirm' }, {});",
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});

write('helper/package.json', '{ "type": "module" }');
write(
  'helper/results.js',
  lines(
    'export function inputRequired({ message, inputRequests, requestState }) {',
    "  return { content: [{ type: 'text', text: message }], resultType: 'input_required', inputRequests, requestState };",
    '}',
  ),
);
const ASK = (state: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    "import { inputRequired } from './results.js';",
    'export function ask(step) {',
    "  const body = Buffer.from(JSON.stringify({ step })).toString('base64url');",
    "  const mac = createHmac('sha256', Buffer.from(process.env.STATE_KEY, 'base64')).update(body).digest('base64url');",
    `  return inputRequired({ message: 'Go on?', inputRequests: {}, requestState: ${state} });`,
    '}',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: "a result helper's destructured requestState, handed out as it is given",
      filename: path('helper/results.js'),
      code: lines(
        'export function inputRequired({ message, inputRequests, requestState }) {',
        "  return { content: [{ type: 'text', text: message }], resultType: 'input_required', inputRequests, requestState };",
        '}',
      ),
    },
    { name: 'a signed token handed to a result helper that destructures requestState', filename: path('helper/ask.js'), code: ASK('`${body}.${mac}`') },
  ],
  invalid: [
    {
      name: 'base64 JSON handed to a result helper that destructures requestState',
      filename: path('helper/ask.js'),
      code: ASK('body'),
      errors: [{ messageId: 'unsignedState', line: 6, column: 78, endLine: 6, endColumn: 82 }],
    },
  ],
});

write('merged/package.json', '{ "type": "module" }');
write('merged/defaults.js', lines('export const defaults = {', "  stateKey: 'brokerdesk-state-2f7c1a',", '  port: 8080,', '};'));
const MERGED = (check: string) =>
  lines(
    "import { defaults } from './defaults.js';",
    'const present = Object.fromEntries(Object.entries({ stateKey: process.env.STATE_KEY }).filter(([, value]) => value));',
    'export const settings = Object.freeze({ ...defaults, ...present });',
    check,
  );
const STATE_BOX = lines(
  "import { createCipheriv, randomBytes, scryptSync } from 'node:crypto';",
  "import { settings } from './settings.js';",
  "const key = scryptSync(settings.stateKey, 'request-state', 32);",
  'export function encryptState(value) {',
  '  const iv = randomBytes(16);',
  "  const cipher = createCipheriv('aes-256-gcm', key, iv);",
  "  return Buffer.concat([iv, cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url');",
  '}',
);
write('merged/settings.js', MERGED("if (!process.env.STATE_KEY) console.warn('STATE_KEY is not set');"));
write('refused/package.json', '{ "type": "module" }');
write('refused/defaults.js', lines('export const defaults = {', "  stateKey: 'brokerdesk-state-2f7c1a',", '  port: 8080,', '};'));
write('refused/settings.js', MERGED("if (settings.stateKey.length < 32) throw new Error('STATE_KEY must be at least 32 characters');"));

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a key derived from a merged settings member whose short default is refused at startup', filename: path('refused/stateBox.js'), code: STATE_BOX }],
  invalid: [
    {
      name: 'a key derived from a merged settings member that falls back to a literal default',
      filename: path('merged/stateBox.js'),
      code: STATE_BOX,
      errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 48, endLine: 6, endColumn: 51 }],
    },
  ],
});

// `configured ? Buffer.from(configured, 'base64') : other`: an empty fallback of the configured value is falsy and
// never reaches the first branch; the key is then what the second one makes
write('tested/package.json', '{ "name": "refund-desk" }');
write('tested/config.js', "module.exports = { stateSecret: process.env.REFUND_STATE_SECRET || '' };");
const TESTED_KEY = (otherwise: string) =>
  lines(
    "const crypto = require('node:crypto');",
    "const os = require('node:os');",
    "const pkg = require('./package.json');",
    "const config = require('./config');",
    "const sealKey = config.stateSecret ? Buffer.from(config.stateSecret, 'base64') : " + otherwise + ';',
    "const mac = (body) => crypto.createHmac('sha256', sealKey).update(body).digest('base64url');",
    'module.exports = { mac };',
  );

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    {
      name: 'an empty fallback tested before it could be the key, the other branch refusing to start',
      filename: path('tested/seal.js'),
      code: TESTED_KEY("(() => { throw new Error('REFUND_STATE_SECRET is not set'); })()"),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: 'an empty fallback tested before it could be the key, the other branch a hash of public facts',
      filename: path('tested/seal.js'),
      code: TESTED_KEY("crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}`).digest()"),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'config.stateSecret', specifier: './config', fallback: 'public facts (host, process, package)', source: 'REFUND_STATE_SECRET' },
          line: 6,
          column: 51,
          endLine: 6,
          endColumn: 58,
        },
      ],
    },
  ],
});
