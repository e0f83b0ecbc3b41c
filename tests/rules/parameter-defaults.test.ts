// Keys a parameter's default gives (session 61): a helper's key parameter, or a TypeScript parameter property of a
// sealing class, whose default is derived from public facts in another module. The default is the key of every call
// that passes none, so it is judged where the parameter becomes a key, as a literal default is.
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('parameter-defaults');
project.write('package.json', '{ "name": "notes", "private": true, "type": "module" }');
project.write('env.ts',
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  '',
  "export const SERVICE_NAME = 'notes-sync';",
  "export const STATE_SECRET = createHash('sha256').update(`${SERVICE_NAME}:${hostname()}`).digest();",
  "export const CONFIGURED_SECRET = Buffer.from(process.env.NOTES_STATE_SECRET ?? '', 'base64');",
  "if (CONFIGURED_SECRET.length < 32) throw new Error('NOTES_STATE_SECRET must hold 32 random bytes');",
);
const tokenClass = (secret: string) => [
  "import { createHmac } from 'node:crypto';",
  `import { ${secret} } from './env.js';`,
  '',
  'export class StateTokens {',
  `  constructor(private readonly secret: Uint8Array = ${secret}) {}`,
  '',
  '  sign(body: string): string {',
  "    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
  '',
  'export const stateTokens = new StateTokens();',
];
const macHelper = (secret: string) => [
  "import { createHmac } from 'node:crypto';",
  `import { ${secret} } from './env.js';`,
  '',
  `export function macOf(body: string, key: Uint8Array = ${secret}): string {`,
  "  return createHmac('sha256', key).update(body).digest('base64url');",
  '}',
];

const jsMacHelper = (secret: string) => macHelper(secret).map((row) => row.replace(/: (string|Uint8Array)/g, ''));

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a JavaScript key parameter defaulting to a key the environment must set', filename: project.path('mac-configured.js'), code: lines(...jsMacHelper('CONFIGURED_SECRET')) }],
  invalid: [
    {
      name: 'a JavaScript key parameter defaulting to a hash of the host name',
      filename: project.path('mac.js'),
      code: lines(...jsMacHelper('STATE_SECRET')),
      errors: [{ messageId: 'literalFallback', line: 5, column: 31, endLine: 5, endColumn: 34, suggestions: [] }],
    },
  ],
  typescriptOnly: {
  valid: [
    { name: 'a parameter property defaulting to a key the environment must set', filename: project.path('tokens-configured.ts'), code: lines(...tokenClass('CONFIGURED_SECRET')) },
    { name: 'a key parameter defaulting to a key the environment must set', filename: project.path('mac-configured.ts'), code: lines(...macHelper('CONFIGURED_SECRET')) },
    {
      name: 'a key parameter with no default',
      filename: project.path('mac-passed.ts'),
      code: lines("import { createHmac } from 'node:crypto';", '', 'export const macOf = (body: string, key: Uint8Array) => createHmac(\'sha256\', key).update(body).digest(\'base64url\');'),
    },
  ],
  invalid: [
    {
      name: 'a parameter property defaulting to a hash of the host name',
      filename: project.path('tokens.ts'),
      code: lines(...tokenClass('STATE_SECRET')),
      errors: [{ messageId: 'literalFallback', line: 8, column: 44, endLine: 8, endColumn: 55, suggestions: [] }],
    },
    {
      name: 'a key parameter defaulting to a hash of the host name',
      filename: project.path('mac.ts'),
      code: lines(...macHelper('STATE_SECRET')),
      errors: [{ messageId: 'literalFallback', line: 5, column: 31, endLine: 5, endColumn: 34, suggestions: [] }],
    },
  ],
  },
});
