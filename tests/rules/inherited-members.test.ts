// Members a tool class inherits from classes of other modules: through a mixin (`extends Audited(StatefulTool)`),
// through a base class whose template method hands the subclass the call's context, and through a constructor the
// subclasses keep, which the composition root calls with the services (`new SuggestTool(services)`). What the member
// is there decides: an encoding or an unauthenticated cipher hands out forgeable state, a decode reads it unverified,
// a sealer handed in without an expiry is reported at the call that seals with it; a sealer that signs one is silent.
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('inherited-members');
write('package.json', '{ "type": "module" }');

const DRAFT = lines(
  "import { deflateRawSync, inflateRawSync } from 'node:zlib';",
  "export const encodeDraft = (draft) => deflateRawSync(Buffer.from(JSON.stringify(draft))).toString('base64url');",
  "export const decodeDraft = (text) => JSON.parse(inflateRawSync(Buffer.from(text, 'base64url')).toString());",
);
// the base: builds each call's context from the request, hands it to `this.run`, and makes input_required results
const BASE = lines(
  'export class BaseTool {',
  '  constructor(deps) {',
  '    this.deps = deps;',
  '  }',
  '  context(request) {',
  '    const params = request.params;',
  '    return { userId: params.userId, rawState: params.requestState ?? params._meta?.requestState };',
  '  }',
  '  inputRequired(inputRequests, requestState) {',
  "    return { resultType: 'input_required', inputRequests, requestState };",
  '  }',
  '  async call(request) {',
  '    return this.run(request.params.arguments, this.context(request));',
  '  }',
  '}',
  'export const Audited = (Base) =>',
  '  class extends Base {',
  '    audit(entry) {',
  '      console.log(entry);',
  '    }',
  '  };',
);
const STATEFUL = lines(
  "import { BaseTool } from './base.js';",
  'export class StatefulTool extends BaseTool {',
  '  packState(ctx, data) {',
  '    return this.deps.sealer.seal({ tool: this.name, sub: ctx.userId, data });',
  '  }',
  '}',
);
const SEALER = (exp: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    'export class Sealer {',
    '  #key;',
    '  constructor(key) {',
    '    this.#key = key;',
    '  }',
    '  seal(payload) {',
    `    const body = Buffer.from(JSON.stringify({ ...payload${exp} })).toString('base64url');`,
    "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
    '  }',
    '  open(token) {',
    "    const [body, mac] = token.split('.');",
    "    if (mac !== createHmac('sha256', this.#key).update(body).digest('base64url')) throw new Error('forged');",
    "    return JSON.parse(Buffer.from(body, 'base64url').toString());",
    '  }',
    '}',
  );
const INTAKE = (read: string, written: string) =>
  lines(
    "import { Audited } from './base.js';",
    "import { StatefulTool } from './stateful.js';",
    "import { decodeDraft, encodeDraft } from './draft.js';",
    'export class IntakeTool extends Audited(StatefulTool) {',
    '  async run(args, ctx) {',
    `    const draft = ctx.rawState ? ${read} : { step: 0 };`,
    '    draft.step += 1;',
    `    return this.inputRequired({}, ${written});`,
    '  }',
    '}',
  );
const SEALED_INTAKE = INTAKE('this.deps.sealer.open(ctx.rawState)', 'this.packState(ctx, draft)');
// the composition root constructs each tool with the sealer (the review tool keeps its base's constructor)
const ROOT = lines(
  "import { Sealer } from './sealer.js';",
  "import { IntakeTool } from './intake-sealed.js';",
  "import { ReviewTool } from './review.js';",
  "const deps = { sealer: new Sealer(Buffer.from(process.env.STATE_KEY, 'base64')) };",
  'export const tools = [new IntakeTool(deps), new ReviewTool(deps)];',
);
// two projects alike but for whether the sealer the root hands in signs an expiry
for (const [folder, exp] of [['plain', ''], ['expiring', ', exp: Date.now() + 600_000']] as const) {
  write(`${folder}/draft.js`, DRAFT);
  write(`${folder}/base.js`, BASE);
  write(`${folder}/stateful.js`, STATEFUL);
  write(`${folder}/sealer.js`, SEALER(exp));
  write(`${folder}/intake.js`, INTAKE('decodeDraft(ctx.rawState)', 'encodeDraft(draft)'));
  write(`${folder}/intake-sealed.js`, SEALED_INTAKE);
  write(`${folder}/review.js`, "import { StatefulTool } from './stateful.js';", 'export class ReviewTool extends StatefulTool {}');
  write(`${folder}/main.js`, ROOT);
}

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: "a mixin's subclass reading and writing the state through the sealer its base class is handed",
      filename: path('plain/intake-sealed.js'),
      code: SEALED_INTAKE,
    },
  ],
  invalid: [
    {
      name: 'a subclass made through a mixin: the base class hands its run the request state, and its result builder hands the client what it is given',
      filename: path('plain/intake.js'),
      code: INTAKE('decodeDraft(ctx.rawState)', 'encodeDraft(draft)'),
      errors: [
        { messageId: 'unverifiedStateHelper', line: 6, column: 34, endLine: 6, endColumn: 59 },
        { messageId: 'unsignedStateHelper', line: 8, column: 35, endLine: 8, endColumn: 53 },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the sealer the composition root hands every tool signs an expiry', filename: path('expiring/stateful.js'), code: STATEFUL }],
  invalid: [{ name: 'the sealer the composition root hands every tool signs no expiry: reported where the base class seals with it', filename: path('plain/stateful.js'), code: STATEFUL, errors: [{ messageId: 'helperMissingSignedFields', data: { helper: 'Sealer.seal', specifier: './sealer.js', missing: 'an expiry', fields: 'exp (for example Date.now() + 600_000)', them: 'it' }, line: 4, column: 12, endLine: 4, endColumn: 77 }] }],
});
