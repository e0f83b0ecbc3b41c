// A value that is one of several: the option read from either an options object or an object made of the arguments,
// a handler picked from a table by a name the file does not spell or passed in, the object another module's helper
// returns. A member of it is that member of each; a call of it gives what each function gives. A secret kept in an
// option compared with what one of those handlers reads from the request leaks on that path.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-timing-alternatives-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib/readers.js'),
  lines(
    "const fromNode = (req) => ({ body: req.body, key: req.headers['x-hook-key'] });",
    "const fromFetch = (request) => ({ body: request.json(), key: request.headers.get('x-hook-key') });",
    'export const readers = { node: fromNode, fetch: fromFetch };',
    'export const plain = { node: (text) => ({ body: text, key: text.slice(0, 8) }) };',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The hook's key from an options object, or from the arguments themselves. */
const OPTIONS = [
  'export function hook(reader, settings, hookSecret) {',
  "  const { hookSecret: expected } = typeof settings === 'object' ? settings : { hookSecret };",
];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'a handler picked from a table whose readers take no request, the key its own text',
      filename: join(project, 'valid-plain.js'),
      code: lines(
        "import { plain } from './lib/readers.js';",
        ...OPTIONS,
        '  return (text) => plain[reader](text).key === expected;',
        '}',
      ),
    },
    {
      name: 'the option compared with another option: no request on either side',
      filename: join(project, 'valid-options.js'),
      code: lines(...OPTIONS, '  return (other) => other.hookSecret === expected;', '}'),
    },
  ],
  invalid: [
    {
      name: 'a reader picked from another module by name, or the one passed in: the key it reads against the option',
      filename: join(project, 'picked.js'),
      code: lines(
        "import { readers } from './lib/readers.js';",
        ...OPTIONS,
        "  const read = typeof reader === 'string' ? readers[reader] : reader;",
        '  return (...args) => read(...args).key !== expected;',
        '}',
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 23,
          endLine: 5,
          endColumn: 53,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { readers } from './lib/readers.js';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                ...OPTIONS,
                "  const read = typeof reader === 'string' ? readers[reader] : reader;",
                '  return (...args) => !safeEqual(read(...args).key, expected);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "the object another module's reader returns, its member read here",
      filename: join(project, 'direct.js'),
      code: lines("import { readers } from './lib/readers.js';", ...OPTIONS, '  return (req) => expected === readers.node(req).key;', '}'),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 19,
          endLine: 4,
          endColumn: 53,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { readers } from './lib/readers.js';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                ...OPTIONS,
                '  return (req) => safeEqual(expected, readers.node(req).key);',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
