// A helper of another module that registers a tool handler (`registerEscalate(server, { cfg, codec })`), whose handler
// seals a payload made from the helper's parameters: what the registration passes is in that state. The call is
// followed into the handler (a function the helper makes) with the helper's parameters bound to its arguments, through
// a `const` destructured from them, a payload builder of a third module and the writes it makes. Only what depends on
// the call is told there; what the handler puts in of its own — also what its parameters' declared types let its module
// see — is told in the handler's module, once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-registered-handlers-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'config.ts',
  'export interface DeskConfig {',
  '  pager: { serviceId: string; passkey: string };',
  '}',
  'export function loadConfig(): DeskConfig {',
  "  return { pager: { serviceId: process.env.PD_SERVICE_ID ?? 'PDESK01', passkey: process.env.PAGERDUTY_EVENTS_TOKEN ?? '' } };",
  '}',
);
write(
  'codec.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function makeStateCodec(secret: string) {',
  '  return createRequestStateCodec({ key: new TextEncoder().encode(secret), ttlSeconds: 300, bind: (ctx: any) => `${ctx.http.authInfo.clientId}:escalate` });',
  '}',
  'export type DeskStateCodec = ReturnType<typeof makeStateCodec>;',
);
write(
  'draft.ts',
  "import type { DeskConfig } from './config.js';",
  'export function buildDraft(cfg: DeskConfig, args: { ticketId: string }) {',
  '  const draft: Record<string, string> = { ticketId: args.ticketId };',
  '  draft.pagerService = cfg.pager.serviceId;',
  '  draft.pagerAuth = cfg.pager.passkey;',
  '  return draft;',
  '}',
  'export function buildPublicDraft(cfg: DeskConfig, args: { ticketId: string }) {',
  '  return { ticketId: args.ticketId, pagerService: cfg.pager.serviceId };',
  '}',
);
write(
  'escalate.ts',
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import type { DeskConfig } from './config.js';",
  "import type { DeskStateCodec } from './codec.js';",
  "import { buildDraft, buildPublicDraft } from './draft.js';",
  'export function registerEscalate(server: any, deps: { cfg: DeskConfig; codec: DeskStateCodec }): void {',
  '  const { cfg, codec } = deps;',
  "  server.registerTool('escalate', { inputSchema: {} }, async (args: any, ctx: any) => {",
  '    return inputRequired({ inputRequests: {}, requestState: await codec.mint(buildDraft(cfg, args), ctx) });',
  '  });',
  '}',
  'export function registerNotify(server: any, deps: { cfg: DeskConfig; codec: DeskStateCodec }): void {',
  '  const { cfg, codec } = deps;',
  "  server.registerTool('notify', { inputSchema: {} }, async (args: any, ctx: any) => {",
  '    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ ...buildPublicDraft(cfg, args), caller: ctx.http?.authInfo?.token }, ctx) });',
  '  });',
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (register: string) =>
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { loadConfig } from './config.js';",
    "import { makeStateCodec } from './codec.js';",
    `import { ${register} } from './escalate.js';`,
    'const cfg = loadConfig();',
    'const codec = makeStateCodec(process.env.DESK_STATE_SECRET!);',
    "const server = new McpServer({ name: 'desk', version: '1.0.0' });",
    `${register}(server, { cfg, codec });`,
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'a JavaScript registration handing over a config written here without a secret',
      filename: join(project, 'server.js'),
      code: lines(
        "import { registerEscalate } from './escalate.js';",
        "export const register = (server, codec) => registerEscalate(server, { cfg: { pager: { serviceId: 'PDESK01', passkey: process.env.PD_REGION } }, codec });",
      ),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      {
        name: "a registration whose handler keeps only the config's public service id (its own bearer token is told in its module)",
        filename: join(project, 'server.ts'),
        code: server('registerNotify'),
      },
      {
        name: "a registration handing over a config whose type the handlers' module knows: reported there, once, not at the registration",
        filename: join(project, 'server.ts'),
        code: server('registerEscalate'),
      },
    ],
    invalid: [
      {
        name: "the handlers' module alone: the config's one value (what loadConfig returns, by its declared type) holds the pager token",
        filename: join(project, 'escalate-copy.ts'),
        code: lines(
          "import { inputRequired } from '@modelcontextprotocol/server';",
          "import type { DeskConfig } from './config.js';",
          "import type { DeskStateCodec } from './codec.js';",
          "import { buildDraft } from './draft.js';",
          'export function registerEscalate(server: any, deps: { cfg: DeskConfig; codec: DeskStateCodec }): void {',
          '  const { cfg, codec } = deps;',
          "  server.registerTool('escalate', { inputSchema: {} }, async (args: any, ctx: any) => inputRequired({ inputRequests: {}, requestState: await codec.mint(buildDraft(cfg, args), ctx) }));",
          '}',
        ),
        errors: [
          {
            messageId: 'secretInState',
            data: {
              subject: "'pagerAuth' holds the secret environment variable PAGERDUTY_EVENTS_TOKEN ('buildDraft' from './draft.js' puts it in)",
              reader: 'the client can read sealed state (signed, not encrypted)',
            },
            line: 7, column: 153, endLine: 7, endColumn: 174,
            suggestions: [],
          },
        ],
      },
    ],
  },
});
