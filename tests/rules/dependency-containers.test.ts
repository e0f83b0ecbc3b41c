// A dependency container hands out an instance of the class it is asked for (`container.resolve(AppConfig)`,
// `moduleRef.get(Config)`): a key read from that instance's members is what the class gives them. A class that takes
// its key as a constructor parameter property (`constructor(private readonly secret: string)`) makes that parameter a
// key, so what a factory hands it is judged at the factory's call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-containers-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'AppConfig.ts',
  'export class AppConfig {',
  '  readonly settings: { stateSecret: string; checked: string };',
  '  constructor() {',
  "    this.settings = { stateSecret: process.env.STATE_SECRET || 'dev-secret', checked: process.env.STATE_SECRET! };",
  '  }',
  '}',
);
write(
  'codec.ts',
  "import { createHmac } from 'node:crypto';",
  'class HmacCodec {',
  '  constructor(private readonly secret: string) {}',
  "  seal(body: string) { return `${body}.${createHmac('sha256', this.secret).update(body).digest('hex')}`; }",
  '}',
  'export function createCodec(secret: string) { return new HmacCodec(secret); }',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const wiring = (member: string, lookup = 'container.resolve(AppConfig)') =>
  lines(
    "import { container } from 'tsyringe';",
    "import { AppConfig } from './AppConfig';",
    "import { createCodec } from './codec';",
    `const config = ${lookup};`,
    `const { ${member} } = config.settings;`,
    `export const codec = createCodec(${member});`,
  );

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a value looked up by a string: unknown, and silent',
      filename: join(project, 'lookup.js'),
      code: lines("import { createCodec } from './codec';", "const config = registry.get('AppConfig');", 'export const codec = createCodec(config.settings.stateSecret);'),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'a key from the environment alone', filename: join(project, 'checked.ts'), code: wiring('checked') },
      { name: 'a lookup by a name, not a class: unknown', filename: join(project, 'named.ts'), code: wiring('stateSecret', "container.resolve('AppConfig')") },
    ],
    invalid: [
      {
        name: 'tsyringe resolves the config class, whose key falls back to a literal',
        filename: join(project, 'resolved.ts'),
        code: wiring('stateSecret'),
        errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 34, endLine: 6, endColumn: 45 }],
      },
      {
        name: 'a NestJS module reference gets the config class',
        filename: join(project, 'nest.ts'),
        code: wiring('stateSecret', 'moduleRef.get(AppConfig)').replace("import { container } from 'tsyringe';", 'declare const moduleRef: { get<T>(type: new () => T): T };'),
        errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 34, endLine: 6, endColumn: 45 }],
      },
    ],
  },
});
