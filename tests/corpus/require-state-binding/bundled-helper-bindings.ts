// Models an MCP SDK 1.x McpServer using eslint-plugin-mcp-state/seal: some bindings name user and tool, others forget one or pass empty strings.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sealState, openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { dropTable, exportTable, restoreBackup, tableSize } from './warehouse.js';

const sealer = createStateSealer({ keys: [process.env.STATE_KEY_CURRENT!, process.env.STATE_KEY_PREVIOUS!] });

const ask = (message: string) => ({
  confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } },
});

function userOf(extra: { authInfo?: { extra?: { userId?: string } } }): string {
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) throw new Error('Authentication required');
  return userId;
}

export function register(server: McpServer) {
  server.registerTool('drop_table', { description: 'Drop a table', inputSchema: { table: z.string() }, annotations: { destructiveHint: true } }, async ({ table }, extra) => {
    const userId = userOf(extra);
    const state = extra._meta?.requestState as string | undefined;
    if (!state) {
      const size = await tableSize(table);
      return { resultType: 'input_required', inputRequests: ask(`Drop ${table} (${size} rows)?`), requestState: sealState({ table }, { userId, tool: 'drop_table', args: { table } }) };
    }
    const opened = openState<{ table: string }>(state, { userId, tool: 'drop_table', args: { table } });
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Refused (${opened.reason})` }] };
    await dropTable(opened.state.table);
    return { content: [{ type: 'text', text: `Dropped ${table}` }] };
  });

  server.registerTool('export_table', { description: 'Export a table to CSV', inputSchema: { table: z.string() } }, async ({ table }, extra) => {
    const userId = userOf(extra);
    const state = extra._meta?.requestState as string | undefined;
    if (!state) {
      return { resultType: 'input_required', inputRequests: ask(`Export ${table}?`), requestState: sealState({ table }, { userId }) }; // expect: require-state-binding
    }
    const opened = openState<{ table: string }>(state, { tool: 'export_table' }); // expect: require-state-binding
    return opened.ok ? { content: [{ type: 'text', text: await exportTable(opened.state.table) }] } : { isError: true, content: [{ type: 'text', text: 'Refused' }] };
  });

  server.registerTool('restore_backup', { description: 'Restore a backup', inputSchema: { backupId: z.string() }, annotations: { destructiveHint: true } }, async ({ backupId }, extra) => {
    const userId = userOf(extra);
    const state = extra._meta?.requestState as string | undefined;
    if (!state) {
      const token = sealer.seal({ backupId }, { tool: 'restore_backup', args: { backupId } }); // expect: require-state-binding
      return { resultType: 'input_required', inputRequests: ask(`Restore ${backupId}?`), requestState: token };
    }
    const opened = sealer.open<{ backupId: string }>(state, { userId, tool: 'restore_backup', args: { backupId } });
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Refused' }] };
    await restoreBackup(opened.state.backupId);
    return { content: [{ type: 'text', text: 'Restored' }] };
  });

  server.registerTool('vacuum', { description: 'Vacuum the warehouse', inputSchema: {} }, async (_args, extra) => {
    const state = extra._meta?.requestState as string | undefined;
    if (!state) {
      return { resultType: 'input_required', inputRequests: ask('Vacuum now?'), requestState: sealer.seal({ startedBy: 'mcp' }, {}) }; // expect: require-state-binding
    }
    const opened = sealer.open(state, { userId: '', tool: 'vacuum' }); // expect: require-state-binding
    return { content: [{ type: 'text', text: opened.ok ? 'Vacuum started' : 'Refused' }] };
  });

  server.registerTool('table_size', { description: 'Rows in a table', inputSchema: { table: z.string() } }, async ({ table }, extra) => {
    const binding = { userId: userOf(extra), tool: 'table_size' };
    const state = extra._meta?.requestState as string | undefined;
    if (!state) return { resultType: 'input_required', inputRequests: ask(`Count ${table}?`), requestState: sealer.seal({ table }, binding) };
    const opened = sealer.open<{ table: string }>(state, { ...binding, tool: '' }); // expect: require-state-binding
    return { content: [{ type: 'text', text: opened.ok ? String(await tableSize(opened.state.table)) : 'Refused' }] };
  });
}
