// The 1,000-line MCP server module the editor section (bench/lib/editor.ts) re-lints after each edit: an operations
// console written into the generated project (bench/lib/generate-project.ts), one SDK 2.x tool per domain that asks the
// user through `inputRequired(...)` and keeps its requestState through the project's lib/state helpers (the HMAC
// sealer, the vault class, the JWT sealer, the SDK codec, each imported directly), next to read-only listing tools and
// the ordinary code such a file carries (formatting, risk scores, audit history). Deterministic: no randomness at all.

/** Where the module is written, inside the generated project. */
export const EDITOR_SERVER_PATH = 'tools/operations-console.ts';

/** The helper module whose change the section makes the server see; the server imports it directly. */
export const CHANGED_HELPER_PATH = 'lib/state/hmac-sealer.ts';

/** The same helper with its MAC dropped: state still leaves through `seal(...)`, now as plain base64url JSON. */
export const UNSEALED_HELPER = [
  '// Seals state as base64url JSON and an HMAC of it; opens it only when the MAC matches.',
  "import type { Sealed } from './types.js';",
  '',
  'export function seal(value: unknown): Sealed {',
  "  return Buffer.from(JSON.stringify(value)).toString('base64url') as Sealed;",
  '}',
  '',
  'export function unseal<T>(token: string): T | null {',
  '  if (token.length === 0) return null;',
  "  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;",
  '}',
  '',
].join('\n');

type StateStyle = 'hmac' | 'vault' | 'jwt' | 'codec';

interface ConsoleDomain {
  /** snake_case, as tool names spell it */
  readonly name: string;
  readonly plural: string;
  /** the service's method, snake_case, as the generated project names its actions */
  readonly action: string;
  readonly service: string;
}

// Each of these has a TypeScript service in the generated project (src/services/<kebab>-service.ts).
const DOMAINS: readonly ConsoleDomain[] = [
  { name: 'order', plural: 'orders', action: 'refund', service: 'order-service' },
  { name: 'invoice', plural: 'invoices', action: 'void', service: 'invoice-service' },
  { name: 'deployment', plural: 'deployments', action: 'rollback', service: 'deployment-service' },
  { name: 'payment', plural: 'payments', action: 'reverse', service: 'payment-service' },
  { name: 'release', plural: 'releases', action: 'yank', service: 'release-service' },
  { name: 'webhook', plural: 'webhooks', action: 'rotate_secret', service: 'webhook-service' },
  { name: 'dataset', plural: 'datasets', action: 'purge', service: 'dataset-service' },
  { name: 'product', plural: 'products', action: 'discontinue', service: 'product-service' },
  { name: 'project', plural: 'projects', action: 'transfer', service: 'project-service' },
  { name: 'shipment', plural: 'shipments', action: 'hold', service: 'shipment-service' },
  { name: 'notification', plural: 'notifications', action: 'retract', service: 'notification-service' },
];

const STYLES: readonly StateStyle[] = ['hmac', 'vault', 'jwt', 'codec'];

const pascal = (snake: string) => snake.replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase());
const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const words = (snake: string) => snake.replace(/_/g, ' ');

function header(): string[] {
  return [
    '// The operations console: one confirmation tool per domain, for the people on call, and read-only listings.',
    '// Every destructive tool asks first and keeps what it asked about in requestState until the user answers.',
    "import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';",
    "import * as z from 'zod';",
    "import { seal, unseal } from '../lib/state/hmac-sealer.js';",
    "import { StateVault } from '../lib/state/vault.js';",
    "import { loadStateKey } from '../lib/state/keys.js';",
    "import { issueStateToken, readStateToken } from '../lib/state/jwt-state.js';",
    "import { stateCodec } from '../lib/state/codec.js';",
    "import { ConfirmSchema, confirmation, toolError, toolResult } from '../lib/results.js';",
    "import { logger } from '../src/logging/logger.js';",
    "import { recentAudit, recordAudit } from '../src/audit/audit-log.js';",
    "import { chunk, groupBy, isoDate, retry, titleCase, truncate } from '../src/util/index.js';",
    "import { clampPageSize, isEnabled } from '../src/config/index.js';",
    ...DOMAINS.map((domain) => `import type { ${pascal(domain.name)}Service } from '../src/services/${domain.service}.js';`),
    '',
    'export interface ConsoleServices {',
    ...DOMAINS.map((domain) => `  readonly ${camel(domain.name)}: ${pascal(domain.name)}Service;`),
    '}',
    '',
    '/** What a listing shows of any entity. */',
    'interface Listed {',
    '  readonly id: string;',
    '  readonly status: string;',
    '  readonly updatedAt?: string;',
    '}',
    '',
    'const vault = new StateVault(loadStateKey(), { ttlSeconds: 600 });',
    '',
    'const RISK_WEIGHTS: Record<string, number> = { open: 2, active: 2, running: 3, failed: 1, paid: 2, published: 3 };',
    '',
    '/** Audit actions against one target, newest first. */',
    'async function historyOf(target: string, limit = 100): Promise<string[]> {',
    '  const entries = await recentAudit(limit);',
    '  return entries.filter((entry) => entry.target === target).map((entry) => entry.action);',
    '}',
    '',
    '/** How often each status occurs in a listing, as "3 open, 1 paid". */',
    'function statusSummary(items: readonly Listed[]): string {',
    '  const groups = groupBy(items, (item) => item.status);',
    '  return Object.entries(groups)',
    '    .sort(([, a], [, b]) => b.length - a.length)',
    "    .map(([status, members]) => members.length + ' ' + status)",
    "    .join(', ');",
    '}',
    '',
    '/** The age of an entity in whole days, or undefined when it has no timestamp. */',
    'function ageInDays(item: Listed, now = new Date()): number | undefined {',
    '  if (!item.updatedAt) return undefined;',
    '  const updated = new Date(item.updatedAt);',
    '  if (Number.isNaN(updated.getTime())) return undefined;',
    '  return Math.floor((now.getTime() - updated.getTime()) / 86_400_000);',
    '}',
    '',
  ];
}

function stateRead(style: StateStyle, pending: string): string[] {
  switch (style) {
    case 'codec':
      return [`      const pending = ctx.mcpReq.requestState<${pending}>();`, '      if (!pending) {'];
    default:
      return ['      const token = ctx.mcpReq.requestState<string>();', '      if (token === undefined) {'];
  }
}

function stateMint(style: StateStyle, payload: string, tool: string): string {
  switch (style) {
    case 'hmac':
      return `seal(${payload})`;
    case 'vault':
      return `vault.seal(${payload}, { tool: '${tool}', user })`;
    case 'jwt':
      return `await issueStateToken(${payload}, '${tool}')`;
    case 'codec':
      return `await stateCodec.mint(${payload}, ctx)`;
  }
}

function stateOpen(style: StateStyle, pending: string, tool: string): string[] {
  switch (style) {
    case 'hmac':
      return [
        `      const pending = unseal<${pending}>(token);`,
        "      if (pending === null) return toolError('This confirmation is no longer valid.');",
      ];
    case 'vault':
      return [
        `      const opened = vault.open<${pending}>(token, { tool: '${tool}', user });`,
        "      if (!opened.ok) return toolError('Confirmation rejected: ' + opened.reason);",
        '      const pending = opened.value;',
      ];
    case 'jwt':
      return [`      const pending = await readStateToken<${pending}>(token, '${tool}');`];
    case 'codec':
      return [];
  }
}

function domainSection(domain: ConsoleDomain, style: StateStyle): string[] {
  const entity = pascal(domain.name);
  const label = words(domain.name);
  const action = words(domain.action);
  const idKey = `${camel(domain.name)}Id`;
  const service = `services.${camel(domain.name)}`;
  const tool = `console_${domain.action}_${domain.name}`;
  const listTool = `console_list_${domain.plural}`;
  const pending = `${entity}${pascal(domain.action)}Pending`;
  const limits = `${domain.name.toUpperCase()}_${domain.action.toUpperCase()}_LIMITS`;
  const payload = `{ ${idKey}: args.${idKey}, status: current.status, reason: args.reason, requestedBy: user, requestedAt: Date.now() }`;
  return [
    `// ---- ${titleCaseWords(domain.plural)}: ${action}, after the user confirms (${style})`,
    '',
    `interface ${pending} {`,
    `  readonly ${idKey}: string;`,
    '  readonly status: string;',
    '  readonly reason: string;',
    '  readonly requestedBy: string;',
    '  readonly requestedAt: number;',
    '}',
    '',
    `const ${limits} = { perDay: 25, riskToWarn: 6, note: '${titleCaseWords(action)} above the limit needs a second approver.' };`,
    '',
    `function describe${entity}(item: Listed, reason?: string): string {`,
    `  const parts = [titleCase('${label}'), item.id, '(' + item.status + ')'];`,
    '  const age = ageInDays(item);',
    "  if (age !== undefined) parts.push(age + ' days old');",
    "  if (reason) parts.push('-', truncate(reason, 80));",
    "  return parts.join(' ');",
    '}',
    '',
    `function ${camel(domain.name)}${pascal(domain.action)}Risk(item: Listed, history: readonly string[]): number {`,
    '  let score = RISK_WEIGHTS[item.status] ?? 0;',
    '  for (const entry of history) {',
    `    if (entry === 'console.${tool}') score += 3;`,
    `    else if (entry.startsWith('${domain.name}.')) score += 1;`,
    '  }',
    `  return Math.min(score, 10);`,
    '}',
    '',
    `export function register${entity}Console(server: McpServer, services: ConsoleServices): void {`,
    '  server.registerTool(',
    `    '${listTool}',`,
    '    {',
    `      description: 'List ${domain.plural} with their status, oldest first',`,
    '      inputSchema: z.object({ status: z.string().optional(), cursor: z.string().optional(), pageSize: z.number().int().optional() }),',
    '      annotations: { readOnlyHint: true },',
    '    },',
    '    async (args) => {',
    `      const page = await ${service}.list({ status: args.status as never, cursor: args.cursor, pageSize: clampPageSize(args.pageSize) });`,
    '      const items = page.items as unknown as Listed[];',
    `      if (items.length === 0) return toolResult('No ${domain.plural} match.');`,
    '      const lines: string[] = [];',
    '      for (const group of chunk(items, 10)) {',
    `        lines.push(group.map((item) => describe${entity}(item)).join('; '));`,
    '      }',
    "      return toolResult(statusSummary(items) + '\\n' + lines.join('\\n'), { next: page.nextCursor ?? null });",
    '    },',
    '  );',
    '',
    '  server.registerTool(',
    `    '${tool}',`,
    '    {',
    `      description: '${titleCaseWords(action)} ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}, after the user confirms',`,
    `      inputSchema: z.object({ ${idKey}: z.string(), reason: z.string().max(500) }),`,
    '      annotations: { destructiveHint: true, idempotentHint: false },',
    '    },',
    '    async (args, ctx) => {',
    "      const user = String(ctx.http?.authInfo?.extra?.userId ?? 'anonymous');",
    ...stateRead(style, pending),
    `        const current = (await ${service}.get(args.${idKey})) as unknown as Listed | null;`,
    `        if (!current) return toolError('No ${label} ' + args.${idKey});`,
    `        const history = await historyOf(args.${idKey});`,
    `        const risk = ${camel(domain.name)}${pascal(domain.action)}Risk(current, history);`,
    `        logger.info('${tool}.ask', { id: args.${idKey}, risk, user });`,
    `        const warning = risk >= ${limits}.riskToWarn ? ' ' + ${limits}.note : '';`,
    '        return inputRequired({',
    `          inputRequests: confirmation('${titleCaseWords(action)} ' + describe${entity}(current, args.reason) + '? Risk ' + risk + '/10.' + warning),`,
    `          requestState: ${stateMint(style, payload, tool)},`,
    '        });',
    '      }',
    ...stateOpen(style, pending, tool),
    `      if (pending.${idKey} !== args.${idKey}) return toolError('This confirmation was for another ${label}.');`,
    "      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema);",
    "      if (!answer || answer.confirm !== true) return toolResult('Nothing changed.');",
    `      await retry(() => ${service}.${camel(domain.action)}(pending.${idKey}, user));`,
    `      await recordAudit(user, 'console.${tool}', pending.${idKey}, { reason: pending.reason });`,
    `      return toolResult('${titleCaseWords(action)} done for ${label} ' + pending.${idKey} + '.', { id: pending.${idKey}, on: isoDate(new Date()) });`,
    '    },',
    '  );',
    '}',
    '',
  ];
}

function titleCaseWords(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function footer(): string[] {
  return [
    '/** A daily digest of what the console did, for the on-call handover. */',
    'export async function consoleDigest(limit = 500): Promise<string> {',
    '  const entries = await recentAudit(limit);',
    "  const ours = entries.filter((entry) => entry.action.startsWith('console.'));",
    "  if (ours.length === 0) return 'Nothing happened through the console.';",
    '  const byActor = groupBy(ours, (entry) => entry.actor);',
    '  const lines: string[] = [];',
    '  for (const [actor, done] of Object.entries(byActor)) {',
    "    const tools = [...new Set(done.map((entry) => entry.action.slice('console.'.length)))].sort();",
    "    lines.push(actor + ': ' + done.length + ' actions (' + tools.join(', ') + ')');",
    '  }',
    "  return 'Console digest for ' + isoDate(new Date()) + '\\n' + lines.join('\\n');",
    '}',
    '',
    'export function registerOperationsConsole(server: McpServer, services: ConsoleServices): void {',
    "  if (!isEnabled('betaTools')) {",
    "    logger.info('operations console disabled');",
    '    return;',
    '  }',
    ...DOMAINS.map((domain) => `  register${pascal(domain.name)}Console(server, services);`),
    "  logger.info('operations console registered', { tools: " + DOMAINS.length * 2 + ' });',
    '}',
    '',
  ];
}

/** The module's text: about 1,000 lines (checked: within 5 %). */
export function editorServerModule(): string {
  const lines = [...header(), ...DOMAINS.flatMap((domain, index) => domainSection(domain, STYLES[index % STYLES.length]!)), ...footer()];
  const count = lines.length;
  if (count < 950 || count > 1050) throw new Error(`the editor's server module has ${count} lines, not 1,000 ± 5 %`);
  return lines.join('\n');
}
