// Tools declared as classes (session 57): `class RollbackTool extends ToolHandler { name = 'rollback_release'; inputShape
// = shape; destructive = true; begin(args, ctx) { … } resume(args, state, ctx) { … } }`, the base class (here in
// another module) sealing what `this.suspend(requests, state, ctx)` is handed into the input_required result it
// returns. Each method serves the tool: a destructive tool's state that lacks an argument is reported at the call
// that hands it over, unless another method of the tool compares the state's copy with the retry's argument.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('class-tools-declared');
project.write('package.json', '{ "name": "class-tools", "private": true, "type": "module" }');
project.write(
  'src/tool-handler.js',
  "import { inputRequired } from '@modelcontextprotocol/server';",
  '',
  'export class ToolHandler {',
  '  constructor(signer) {',
  '    this.signer = signer;',
  '  }',
  '  async execute(args, ctx) {',
  '    const token = ctx.mcpReq.requestState();',
  '    if (token === undefined) return this.begin(args, ctx);',
  '    const state = this.signer.open(token, ctx.userId, this.name);',
  '    return this.resume(args, state, ctx);',
  '  }',
  '  suspend(inputRequests, state, ctx) {',
  '    return inputRequired({ inputRequests, requestState: this.signer.seal(state, ctx.userId, this.name) });',
  '  }',
  '}',
);

const tool = (handed: string, resumeCheck = '', destructive = 'destructive = true;') => [
  "import { ToolHandler } from './tool-handler.js';",
  '',
  'export class RollbackTool extends ToolHandler {',
  "  name = 'rollback_release';",
  '  inputShape = { service: {}, toRevision: {} };',
  `  ${destructive}`,
  '  async begin({ service, toRevision }, ctx) {',
  '    const question = `Roll ${service} back to r${toRevision}?`;',
  `    return this.suspend({ confirm: question }, { step: 'confirm', ${handed} }, ctx);`,
  '  }',
  '  async resume({ toRevision }, state, ctx) {',
  `    ${resumeCheck}`,
  '    return rollback(state.service, toRevision);',
  '  }',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'every argument handed to the base class', filename: project.path('src/rollback.js'), code: lines(...tool('service, toRevision')) },
    {
      name: 'the retry compares the service the state holds with its own',
      filename: project.path('src/rollback.js'),
      code: lines(...tool('service', 'if (state.service !== service) throw new Error("changed");').map((row) => row.replace('resume({ toRevision }', 'resume({ service, toRevision }'))),
    },
    {
      name: 'the retry compares the revision the state holds with its own',
      filename: project.path('src/rollback.js'),
      code: lines(...tool('service, revision: toRevision', 'if (state.revision !== toRevision) throw new Error("changed");')),
    },
    { name: 'a tool that is not destructive', filename: project.path('src/rollback.js'), code: lines(...tool('service', '', 'readOnly = true;')) },
  ],
  invalid: [
    {
      name: 'the revision left out of what the base class seals',
      filename: project.path('src/rollback.js'),
      code: lines(...tool('service')),
      errors: [{ messageId: 'missingArgs', line: 9, column: 12, endLine: 9, endColumn: 82 }],
    },
  ],
});
