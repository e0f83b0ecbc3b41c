// tRPC procedures (session 56): a resolver's `ctx` (`authed.input(schema).mutation(async ({ ctx, input }) => …)`) is a
// value of the type `initTRPC.context<T>()` gives the builder the chain starts at — `t.procedure` of this module, or a
// procedure another module exports (`authedProcedure = t.procedure.use(…)`) — so `ctx.stateService.seal(…)` is the
// declared class's sealer. A builder whose context has no declared type leaves `ctx` unknown.
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('procedure-contexts');
project.write('package.json', '{ "name": "procedure-contexts", "private": true, "type": "module" }');
project.write(
  'src/state/state-service.ts',
  "import { createHmac } from 'node:crypto';",
  '',
  'export class StateService {',
  '  constructor(private readonly secret: string) {}',
  '',
  '  seal(userId: string, tool: string, data: object): string {',
  "    const body = Buffer.from(JSON.stringify({ ...data, userId, tool, exp: Date.now() + 300000 })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
);
project.write(
  'src/trpc/context.ts',
  "import { initTRPC } from '@trpc/server';",
  "import type { StateService } from '../state/state-service.js';",
  '',
  'export interface GateContext {',
  '  userId: string;',
  '  stateService: StateService;',
  '}',
  '',
  'const t = initTRPC.context<GateContext>().create();',
  'export const router = t.router;',
  'export const authedProcedure = t.procedure.use(({ ctx, next }) => next({ ctx }));',
);
const routerRows = (builder: string, setup: readonly string[] = []) => [
  "import { z } from 'zod';",
  "import { authedProcedure, router } from './context.js';",
  ...setup,
  '',
  'export const deployRouter = router({',
  `  release: ${builder}.input(z.object({ env: z.string() })).mutation(async ({ ctx, input }) => {`,
  "    const token = ctx.stateService.seal(ctx.userId, 'deploy_release', { env: input.env, registryToken: process.env.REGISTRY_TOKEN });",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '  }),',
  '});',
];
const untypedRows = routerRows('plain.procedure', ["import { initTRPC } from '@trpc/server';", 'const plain = initTRPC.create();']);
const secretError = (line: number, rows: readonly string[]) => ({
  messageId: 'secretInState' as const,
  line,
  column: 89,
  endLine: line,
  endColumn: 130,
  suggestions: [{ messageId: 'removeProperty' as const, data: { key: 'registryToken' }, output: lines(...rows.map((row) => row.replace(', registryToken: process.env.REGISTRY_TOKEN', ''))) }],
});

const importedRows = routerRows('authedProcedure');
const localRows = routerRows('local.procedure', [
  "import { initTRPC } from '@trpc/server';",
  "import type { StateService } from '../state/state-service.js';",
  'const local = initTRPC.context<{ userId: string; stateService: StateService }>().create();',
]);

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a builder whose context has no declared type: ctx is unknown', filename: project.path('src/trpc/untyped.js'), code: lines(...untypedRows.map((row) => row.replace("import { authedProcedure, router } from './context.js';", "import { router } from './context.js';"))) }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      { name: "ctx of a procedure another module exports, typed by initTRPC.context<GateContext>()", filename: project.path('src/trpc/router.ts'), code: lines(...importedRows), errors: [secretError(6, importedRows)] },
      { name: "ctx of this module's t.procedure, typed by a type literal", filename: project.path('src/trpc/local.ts'), code: lines(...localRows), errors: [secretError(9, localRows)] },
    ],
  },
});
