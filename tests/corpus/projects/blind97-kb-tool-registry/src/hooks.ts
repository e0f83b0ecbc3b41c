// Hooks run by the registry around each tool: scope checks before, structured audit logging after.
// @ts-nocheck
import pino from 'pino';

export const log = pino({ name: 'kb-mcp', level: process.env.LOG_LEVEL ?? 'info' });

export interface HookContext {
  tool: string;
  scope: string;
  userId?: string;
  scopes: string[];
  startedAt: number;
}

export class HookRefusal extends Error {}

type Before = (hc: HookContext) => void | Promise<void>;
type After = (hc: HookContext, outcome: string) => void | Promise<void>;

const beforeHooks: Before[] = [
  (hc) => {
    if (!hc.userId) throw new HookRefusal('Sign in to use the knowledge base tools.');
  },
  (hc) => {
    if (!hc.scopes.includes(hc.scope)) throw new HookRefusal(`Missing scope ${hc.scope}.`);
  },
];

const afterHooks: After[] = [
  (hc, outcome) => log.info({ tool: hc.tool, user: hc.userId, outcome, ms: Date.now() - hc.startedAt }, 'tool call'),
];

export function addBefore(hook: Before) {
  beforeHooks.push(hook);
}

export function addAfter(hook: After) {
  afterHooks.push(hook);
}

export async function runBefore(hc: HookContext) {
  for (const hook of beforeHooks) await hook(hc);
}

export async function runAfter(hc: HookContext, outcome: string) {
  for (const hook of afterHooks) {
    try {
      await hook(hc, outcome);
    } catch (err) {
      log.warn({ err }, 'after hook failed');
    }
  }
}
