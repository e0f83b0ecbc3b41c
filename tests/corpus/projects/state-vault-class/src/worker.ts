// A Cloudflare Worker serving an SDK 2.x McpServer per request; its key rotation tool keeps state with StateVault from ./state-vault.js.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { ReceiptSigner, StateVault } from './state-vault.js';

interface Env {
  STATE_SECRET: string;
  RECEIPT_SECRET: string;
}

function buildServer(env: Env): McpServer {
  const vault = new StateVault(env.STATE_SECRET);
  const receipts = new ReceiptSigner(env.RECEIPT_SECRET);
  const server = new McpServer({ name: 'key-rotation', version: '2.1.0' });

  server.registerTool('rotate_key', { description: 'Rotate an API key', inputSchema: z.object({ keyId: z.string() }) }, async ({ keyId }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Rotate ${keyId}?`, requestedSchema: {} }) },
        requestState: vault.seal({ keyId }), // expect: require-state-binding
      });
    }
    const pending = vault.open<{ keyId: string }>(raw); // expect: require-state-binding
    if (!pending) return { isError: true, content: [{ type: 'text', text: 'state refused' }] };
    const receipt = receipts.sign(`rotated ${pending.keyId}`);
    return { content: [{ type: 'text', text: `Rotated ${pending.keyId} (receipt ${receipt})` }] };
  });
  return server;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return createMcpHandler(() => buildServer(env)).fetch(request);
  },
};
