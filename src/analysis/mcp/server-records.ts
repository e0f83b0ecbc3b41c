import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, type Node } from '../syntax/ast.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { BindingGap } from './binding-gaps.js';
import type { McpFile } from './file.js';
import { isClientState, mayReceiveState } from './incoming-state.js';
import { EXPIRY_FIELD, fieldsOf, TOOL_FIELD, USER_FIELD } from './signed-fields.js';
import { checksAroundCall } from './state-checks.js';

/** A lookup of a server-held record by the client's state, and what the record names that the lookup never compares. */
export interface RecordLookupGap {
  readonly lookup: TSESTree.CallExpression;
  readonly gaps: readonly BindingGap[];
}

const LOOKUPS: ReadonlySet<string> = new Set(['get', 'getItem']);
const WRITES: ReadonlySet<string> = new Set(['set', 'setItem']);

/**
 * The state as a handle to a record the server keeps (`pending.set(handle, { userId, tool, expiresAt })`, then
 * `pending.get(ctx.mcpReq.requestState())`): the binding is the record's, and holds only where the function that looks
 * the record up compares what the record names with the retry's own. A field the record names and the lookup never
 * compares is a gap: whoever holds the handle (another user, another tool, after the expiry) gets the record.
 */
export function recordLookupGaps(mcp: McpFile): RecordLookupGap[] {
  if (!mayReceiveState(mcp)) return [];
  const recordsByStore = new Map<string, TSESTree.ObjectExpression[]>();
  const lookups: TSESTree.CallExpression[] = [];
  for (const call of mcp.calls) {
    const method = getMethodName(call);
    const store = storeText(mcp, call);
    if (method === undefined || store === undefined) continue;
    const [key, value] = call.arguments;
    if (WRITES.has(method) && value && value.type !== 'SpreadElement') {
      const record = objectLiteralOf(mcp.provenance, value);
      if (record) recordsByStore.set(store, [...(recordsByStore.get(store) ?? []), record]);
    } else if (LOOKUPS.has(method) && key && key.type !== 'SpreadElement' && isClientState(mcp, key)) {
      lookups.push(call);
    }
  }
  const found: RecordLookupGap[] = [];
  for (const lookup of lookups) {
    const records = recordsByStore.get(storeText(mcp, lookup)!) ?? [];
    if (records.length === 0) continue;
    const named = (test: RegExp) => records.every((record) => [...fieldsOf(mcp, record, undefined).fields.keys()].some((key) => test.test(key)));
    const checks = checksAroundCall(mcp, lookup);
    const gaps: BindingGap[] = [];
    if (named(EXPIRY_FIELD) && !checks.expiry) gaps.push('expiry');
    if (named(USER_FIELD) && !checks.user) gaps.push('user');
    if (named(TOOL_FIELD) && !checks.tool) gaps.push('tool');
    if (gaps.length > 0) found.push({ lookup, gaps });
  }
  return found;
}

/** The store a method is called on, as written: `pendingInvites`, `this.#pending`. */
function storeText(mcp: McpFile, call: TSESTree.CallExpression): string | undefined {
  const receiver: Node | undefined = getMethodReceiver(call);
  return receiver && mcp.sourceCode.getText(receiver);
}

