// Before/after hooks run around every plugin tool: rate limiting and the audit trail.
// @ts-nocheck
import { db } from './db.js';
import { config } from './config.js';

export interface ToolCall {
  plugin: string;
  tool: string;
  args: Record<string, unknown>;
  userId?: string;
  startedAt: number;
}

type BeforeHook = (call: ToolCall) => Promise<void> | void;
type AfterHook = (call: ToolCall, result: unknown) => Promise<void> | void;

const before: BeforeHook[] = [];
const after: AfterHook[] = [];

export function onBefore(hook: BeforeHook) {
  before.push(hook);
}

export function onAfter(hook: AfterHook) {
  after.push(hook);
}

export async function runBefore(call: ToolCall) {
  for (const hook of before) await hook(call);
}

export async function runAfter(call: ToolCall, result: unknown) {
  for (const hook of after) {
    try {
      await hook(call, result);
    } catch (err) {
      console.error(`after-hook failed for ${call.tool}`, err);
    }
  }
}

const windows = new Map<string, { start: number; count: number }>();

onBefore((call) => {
  const key = call.userId ?? 'anonymous';
  const now = Date.now();
  const win = windows.get(key);
  if (!win || now - win.start > 60_000) {
    windows.set(key, { start: now, count: 1 });
    return;
  }
  win.count += 1;
  if (win.count > config.rateLimitPerMinute) {
    throw new Error('Rate limit exceeded, try again in a minute');
  }
});

onAfter(async (call, result) => {
  const status = result?.resultType === 'input_required' ? 'awaiting_input' : result?.isError ? 'error' : 'ok';
  await db.query(
    `INSERT INTO mcp_audit (user_id, plugin, tool, args, status, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [call.userId ?? null, call.plugin, call.tool, JSON.stringify(call.args), status, Date.now() - call.startedAt],
  );
});
