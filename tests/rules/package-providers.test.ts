// A token provided in another module of the package (session 56): `@inject(TOKENS.StateTtl) private readonly ttl`
// with `container.register(TOKENS.StateTtl, { useValue: '2h' })` in a container module, the token a member of a
// tokens object both import from the same module, holds what the package's one provider gives. A JWT lifetime given
// that value is reported where the signer sets it, without a suggestion (the value is written in the container). A
// token two modules provide, or none, stays unknown. A key provided by a factory that hashes public facts in a third
// module (session 57) is a public derivation, reported where the injected key signs.
import bindingRule from '../../rules/require-state-binding.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const tokenRows = ["export const TOKENS = { StateKey: Symbol.for('StateKey'), StateTtl: Symbol.for('StateTtl') } as const;"];
const serviceRows = [
  "import { SignJWT } from 'jose';",
  "import { inject, injectable } from 'tsyringe';",
  "import { TOKENS } from '../di/tokens.js';",
  '',
  '@injectable()',
  'export class JwtStates {',
  '  constructor(',
  '    @inject(TOKENS.StateKey) private readonly key: Uint8Array,',
  '    @inject(TOKENS.StateTtl) private readonly ttl: string,',
  '  ) {}',
  '',
  '  async refund(userId: string, chargeId: string) {',
  "    const token = await new SignJWT({ chargeId, tool: 'refund' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime(this.ttl).sign(this.key);",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '  }',
  '}',
];
const containerRows = (ttl: string) => [
  "import { container, instanceCachingFactory } from 'tsyringe';",
  "import { TOKENS } from './tokens.js';",
  '',
  'container.register(TOKENS.StateKey, { useFactory: instanceCachingFactory(() => new TextEncoder().encode(process.env.STATE_KEY)) });',
  `container.register(TOKENS.StateTtl, { useValue: ${ttl} });`,
];

function project(name: string, containers: readonly (readonly string[])[]): ReturnType<typeof tempProject> {
  const made = tempProject(`providers-${name}`);
  made.write('package.json', `{ "name": "${name}", "private": true, "type": "module" }`);
  made.write('src/di/tokens.ts', ...tokenRows);
  containers.forEach((rows, index) => made.write(`src/di/container${index}.ts`, ...rows));
  return made;
}

const twoHours = project('two-hours', [containerRows("'2h'")]);
const derivedKeyRows = [
  "import { container, instancePerContainerCachingFactory } from 'tsyringe';",
  "import { TOKENS } from './tokens.js';",
  "import { deriveStateKey } from '../config/state-key.js';",
  '',
  'container.register(TOKENS.StateKey, { useFactory: instancePerContainerCachingFactory(() => deriveStateKey()) });',
  "container.register(TOKENS.StateTtl, { useValue: '5m' });",
];
const hostKey = project('host-key', [derivedKeyRows]);
hostKey.write(
  'src/config/state-key.ts',
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  "import pkg from '../../package.json' with { type: 'json' };",
  '',
  'export function deriveStateKey(): Uint8Array {',
  "  return createHash('sha256').update(`${pkg.name}@${hostname()}`).digest();",
  '}',
);
const secretKey = project('secret-key', [derivedKeyRows]);
secretKey.write(
  'src/config/state-key.ts',
  "import { createHash } from 'node:crypto';",
  '',
  'export function deriveStateKey(): Uint8Array {',
  "  return createHash('sha256').update(process.env.STATE_MASTER_KEY!).digest();",
  '}',
);
const fiveMinutes = project('five-minutes', [containerRows("'5m'")]);
// two modules provide the token: which one the container ends with is not to be seen
const twice = project('twice', [containerRows("'2h'"), containerRows("'5m'")]);
const plainRows = [
  "import { SignJWT } from 'jose';",
  '',
  'export class JwtStates {',
  '  constructor(key, ttl) {',
  '    this.key = key;',
  '    this.ttl = ttl;',
  '  }',
  '  async refund(userId, chargeId) {',
  "    const token = await new SignJWT({ chargeId, tool: 'refund' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime(this.ttl).sign(this.key);",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '  }',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a lifetime a constructor is handed by unseen callers: unknown', filename: twoHours.path('src/state/plain.js'), code: lines(...plainRows) }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'five minutes provided for the injected lifetime', filename: fiveMinutes.path('src/state/jwt-states.ts'), code: lines(...serviceRows) },
      { name: 'a token two modules provide: unknown', filename: twice.path('src/state/jwt-states.ts'), code: lines(...serviceRows) },
    ],
    invalid: [
      {
        name: 'two hours provided in the container module for the injected lifetime',
        filename: twoHours.path('src/state/jwt-states.ts'),
        code: lines(...serviceRows),
        errors: [{ messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: '600' }, line: 13, column: 123, endLine: 13, endColumn: 150, suggestions: [] }],
      },
    ],
  },
});

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a key a constructor is handed by unseen callers: unknown', filename: hostKey.path('src/state/plain.js'), code: lines(...plainRows) }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'the provided key is read from the environment', filename: twoHours.path('src/state/jwt-states.ts'), code: lines(...serviceRows) },
      { name: 'the provided key is a hash of a secret of the environment', filename: secretKey.path('src/state/jwt-states.ts'), code: lines(...serviceRows) },
    ],
    invalid: [
      {
        name: 'the provided key is a hash of the package name and the host, made in a third module',
        filename: hostKey.path('src/state/jwt-states.ts'),
        code: lines(...serviceRows),
        errors: [{ messageId: 'publicKeyHelper', data: { use: 'JWT signing key', helper: 'TOKENS.StateKey', specifier: '../di/container0.ts' }, line: 13, column: 156, endLine: 13, endColumn: 164 }],
      },
    ],
  },
});
