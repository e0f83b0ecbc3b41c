// A codec made without `bind` by an exported factory that only the modules loading it mint with: judged by those
// mints. A class that puts the user and the tool in each payload and compares both after its own codec verify binds the
// state there; one whose payload leaves the tool out does not, and the codec is reported where it is made.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('importer-mints');

const CODEC = lines(
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'let shared;',
  'export function progressCodec() {',
  '  if (!shared) {',
  "    shared = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600 });",
  '  }',
  '  return shared;',
  '}',
);
const INTERACTIVE = (fields: string) =>
  lines(
    "import { progressCodec } from './codec.js';",
    'export class InteractiveTool {',
    '  get codec() {',
    '    return progressCodec();',
    '  }',
    '  userOf(ctx) {',
    '    return ctx.http.authInfo.extra.userId;',
    '  }',
    '  async sealProgress(progress, ctx) {',
    `    return this.codec.mint({ ...progress, ${fields} }, ctx);`,
    '  }',
    '  async restoreProgress(ctx) {',
    '    const progress = await this.codec.verify(ctx.mcpReq.requestState(), ctx);',
    "    if (progress.uid !== this.userOf(ctx) || progress.tool !== this.name) throw new Error('not this call');",
    '    return progress;',
    '  }',
    '}',
  );
for (const [folder, fields] of [['bound', 'uid: this.userOf(ctx), tool: this.name'], ['untooled', 'uid: this.userOf(ctx)']] as const) {
  write(`${folder}/package.json`, '{ "type": "module" }');
  write(`${folder}/codec.js`, CODEC);
  write(`${folder}/interactive.js`, INTERACTIVE(fields));
}

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "the one class minting with the factory's codec binds the user and the tool in its payload and compares both after verify", filename: path('bound/codec.js'), code: CODEC }],
  invalid: [
    {
      name: 'the class minting with it leaves the tool out of its payload: the codec made without a bind is reported',
      filename: path('untooled/codec.js'),
      code: CODEC,
      errors: [
        {
          messageId: 'codecWithoutBind',
          line: 5,
          column: 38,
          endLine: 5,
          endColumn: 108,
          suggestions: [
            {
              messageId: 'addBind',
              output: CODEC.replace("server';\n", "server';\nimport { principalOf } from 'eslint-plugin-mcp-state/seal';\n").replace('ttlSeconds: 600 }', 'ttlSeconds: 600, bind: (ctx) => principalOf(ctx) }'),
            },
          ],
        },
      ],
    },
  ],
});
