// A member of a parameter in a payload builder (`pass: cfg.upstream.pass` in `snapshotFor(cfg, …)`, also through a `const`
// destructured from a parameter): followed into what the call passes — the object literal written at the call, or an
// object another module makes, whose member is read there (`settings.upstream.pass` being `required('CRM_SERVICE_KEY')`).
// Reported where this file hands the builder's result on, naming the builder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-passed-members-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'settings.js',
  'function required(name) {',
  '  const value = process.env[name];',
  '  if (!value) throw new Error(`${name} must be set`);',
  '  return value;',
  '}',
  'export const settings = {',
  "  upstream: { baseUrl: process.env.CRM_BASE_URL ?? 'https://crm.example/api', pass: required('CRM_SERVICE_KEY') },",
  '};',
);
write(
  'snapshot.js',
  'export function snapshotFor(cfg, user, args) {',
  '  return { sub: user, topic: args.topic, relay: { base: cfg.upstream.baseUrl, pass: cfg.upstream.pass } };',
  '}',
  'export function publicSnapshot(cfg, user, args) {',
  '  return { sub: user, topic: args.topic, relay: { base: cfg.upstream.baseUrl } };',
  '}',
  'export function nestedSnapshot(deps, user) {',
  '  const { cfg } = deps;',
  '  return { sub: user, relay: cfg.upstream.pass };',
  '}',
);
write('state.js', "import jwt from 'jsonwebtoken';", 'export function mintDraftState(snapshot) {', "  return jwt.sign({ ...snapshot }, process.env.STATE_SECRET, { expiresIn: '10m' });", '}');
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);
const JWT_READER = 'anyone holding the JWT can read its claims (signed, not encrypted)';

const firstRound = (builder: string) =>
  lines(
    "import { settings } from './settings.js';",
    `import { ${builder} } from './snapshot.js';`,
    "import { mintDraftState } from './state.js';",
    'export function firstRound(args) {',
    `  const snapshot = ${builder}(settings, 'local', args);`,
    "  return { resultType: 'input_required', inputRequests: {}, requestState: mintDraftState(snapshot) };",
    '}',
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    { name: "a builder that keeps only the settings' public base URL", filename: at('main.js'), code: firstRound('publicSnapshot') },
    {
      name: 'a member of settings written here from a harmless variable',
      filename: at('main.js'),
      code: lines(
        "import { nestedSnapshot } from './snapshot.js';",
        "import { mintDraftState } from './state.js';",
        "export const firstRound = () => mintDraftState(nestedSnapshot({ cfg: { upstream: { pass: process.env.CRM_REGION } } }, 'local'));",
      ),
    },
  ],
  invalid: [
    {
      name: "a member of another module's settings that a reader of the environment fills with a secret, put into a JWT by a builder",
      filename: at('main.js'),
      code: firstRound('snapshotFor'),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'pass' holds the secret environment variable CRM_SERVICE_KEY ('snapshotFor' from './snapshot.js' puts it in)", reader: JWT_READER },
          line: 6,
          column: 90,
          endLine: 6,
          endColumn: 98,
          suggestions: [],
        },
      ],
    },
    {
      name: 'a member of an object literal written at the call, read through a const destructured from the parameter',
      filename: at('main.js'),
      code: lines(
        "import { nestedSnapshot } from './snapshot.js';",
        "import { mintDraftState } from './state.js';",
        "export const firstRound = () => mintDraftState(nestedSnapshot({ cfg: { upstream: { pass: process.env.CRM_API_TOKEN } } }, 'local'));",
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'relay' holds the secret environment variable CRM_API_TOKEN ('nestedSnapshot' from './snapshot.js' puts it in)", reader: JWT_READER },
          line: 3,
          column: 48,
          endLine: 3,
          endColumn: 131,
          suggestions: [],
        },
      ],
    },
  ],
});
