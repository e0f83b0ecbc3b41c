// InversifyJS: `container.bind(TYPES.StateKey).toConstantValue(…)` gives the value to every constructor parameter
// `@inject(TYPES.StateKey)` of the classes the module binds (`container.bind(TYPES.Signer).to(StateSigner)`). Where that
// parameter becomes a key (`createHmac('sha256', this.key)`), the bound value is judged as the key, at the binding.
import rule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('container-bindings');

write('package.json', '{ "type": "module" }');
write('types.ts', "export const TYPES = { StateKey: Symbol.for('StateKey'), Greeting: Symbol.for('Greeting'), Signer: Symbol.for('Signer') };");
write(
  'signer.ts',
  "import { inject, injectable } from 'inversify';",
  "import { createHmac } from 'node:crypto';",
  "import { TYPES } from './types.js';",
  '@injectable()',
  'export class StateSigner {',
  '  constructor(@inject(TYPES.StateKey) private readonly key: string, @inject(TYPES.Greeting) private readonly greeting: string) {}',
  "  sign(body: string) { return `${this.greeting}.${createHmac('sha256', this.key).update(body).digest('hex')}`; }",
  '}',
);

const container = (key: string, greeting = "'hello'") =>
  lines(
    "import { Container } from 'inversify';",
    "import { TYPES } from './types.js';",
    "import { StateSigner } from './signer.js';",
    'export const container = new Container();',
    `container.bind(TYPES.StateKey).toConstantValue(${key});`,
    `container.bind(TYPES.Greeting).toConstantValue(${greeting});`,
    'container.bind(TYPES.Signer).to(StateSigner);',
  );

testRule('no-weak-state-key', rule, {
  valid: [{ name: 'plain JavaScript: a binding whose token no class in sight injects', filename: path('loose.js'), code: "import { Container } from 'inversify';\nnew Container().bind('stateKey').toConstantValue('dev-state-key');" }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'the key from the environment; a literal for a parameter that is no key', filename: path('env.ts'), code: container('process.env.STATE_KEY!') },
    ],
    invalid: [
      {
        name: 'a literal bound to the token a key parameter is injected by',
        filename: path('literal.ts'),
        code: container("'dev-state-key'"),
        errors: [{ messageId: 'literalKey', line: 5, column: 48, endLine: 5, endColumn: 63 }],
      },
    ],
  },
});
