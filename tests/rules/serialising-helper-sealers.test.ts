// A sealer that hands what it signs to a helper that serialises it (`encodeJson(value)` of another module returning
// base64 of `JSON.stringify(value)`) is a hand-rolled sealer all the same: what it signs is judged, at a call of another
// module too, where the sealer reaches the tool as a parameter typed with its class (`sealer: StateSealer`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-serialising-'));
writeFileSync(
  join(project, 'digest.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    "export const macFor = (key, body) => createHmac('sha256', key).update(body).digest('base64url');",
    "export const encodeJson = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');",
  ),
);
const sealerModule = (envelope: string) =>
  lines(
    "import { encodeJson, macFor } from './digest.js';",
    'export class StateSealer {',
    '  #key;',
    '  constructor(key) {',
    '    this.#key = key;',
    '  }',
    '  seal(tool, userId, data) {',
    '    const body = encodeJson(this.#envelope(tool, userId, data));',
    '    return `${body}.${macFor(this.#key, body)}`;',
    '  }',
    '  #envelope(tool, userId, data) {',
    `    return ${envelope};`,
    '  }',
    '}',
  );
writeFileSync(join(project, 'sealer-unbound.js'), sealerModule('{ v: 1, tool, exp: Date.now() + 300000, data }'));
writeFileSync(join(project, 'sealer-bound.js'), sealerModule('{ v: 1, tool, userId, exp: Date.now() + 300000, data }'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (sealerFile: string) =>
  lines(
    `import type { StateSealer } from './${sealerFile}';`,
    '',
    'export function createTicketTools(sealer: StateSealer) {',
    '  return async function escalate(call: { requestState?: string; arguments: Record<string, string> }, userId: string) {',
    "    const state = sealer.seal('escalate_ticket', userId, { ticketId: call.arguments.ticketId });",
    "    return { resultType: 'input_required', inputRequests: {}, requestState: state };",
    '  };',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'the sealer module alone: what it signs depends on its callers', filename: join(project, 'sealer-unbound.js'), code: sealerModule('{ v: 1, tool, exp: Date.now() + 300000, data }') }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'the envelope carries the user', filename: join(project, 'bound.ts'), code: tool('sealer-bound.js') }],
    invalid: [
      {
        name: 'the envelope, serialised by a helper of a third module, lacks the user',
        filename: join(project, 'unbound.ts'),
        code: tool('sealer-unbound.js'),
        errors: [{ messageId: 'helperMissingSignedFields', line: 5, column: 19, endLine: 5, endColumn: 96 }],
      },
    ],
  },
});
