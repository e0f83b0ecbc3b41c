// SDK 1.x device tools of the same admin server, in JavaScript: a destructive tool without arguments and one with a device id.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { openState, sealState } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';

const server = new McpServer({ name: 'devices', version: '1.4.0' });

server.registerTool('reset_all_devices', { description: 'Factory-reset every device', annotations: { destructiveHint: true } }, async (extra) => {
  const token = extra._meta?.requestState;
  if (!token) return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ step: 'confirm' }, { userId: 'local', tool: 'reset_all_devices' }) };
  const opened = openState(token, { userId: 'local', tool: 'reset_all_devices' });
  return opened.ok ? { content: [{ type: 'text', text: 'reset' }] } : { isError: true, content: [] };
});

server.registerTool('wipe_device', { description: 'Wipe one device', inputSchema: { deviceId: z.string() }, annotations: { destructiveHint: true } }, async ({ deviceId }, extra) => {
  const token = extra._meta?.requestState;
  if (!token) return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ step: 'confirm' }, { userId: 'local', tool: 'wipe_device' }) }; // expect: require-state-binding
  const opened = openState(token, { userId: 'local', tool: 'wipe_device' });
  return opened.ok ? { content: [{ type: 'text', text: `wiped ${deviceId}` }] } : { isError: true, content: [] };
});

await server.connect(new StdioServerTransport());
