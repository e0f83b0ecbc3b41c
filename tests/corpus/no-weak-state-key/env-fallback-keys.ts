// Models an MCP SDK 1.x server's key setup with fallbacks: '' and 'dev' defaults through ?? and ||, a default through a const, and env reads with no fallback.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createHmac } from 'node:crypto';
import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';

const DEFAULT_STATE_KEY = 'insecure-default-state-key';

const stateKey = process.env.STATE_KEY ?? '';
const auditKey = process.env.AUDIT_HMAC_KEY || DEFAULT_STATE_KEY;
const exportKey = process.env.EXPORT_SIGNING_KEY;

export const sealer = createStateSealer({ keys: [process.env.STATE_KEY ?? 'dev'] }); // expect: no-weak-state-key

export function macState(body: string) {
  return createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function auditSignature(entry: object) {
  return createHmac('sha512', auditKey).update(JSON.stringify(entry)).digest('hex'); // expect: no-weak-state-key
}

export function exportSignature(fileName: string, size: number) {
  if (!exportKey) throw new Error('EXPORT_SIGNING_KEY is required');
  return createHmac('sha256', exportKey).update(`${fileName}:${size}`).digest('hex');
}

export function register(server: McpServer) {
  server.registerTool('export_audit', { description: 'Export the audit log', inputSchema: { since: z.string() } }, async ({ since }, extra) => {
    const userId = extra.authInfo?.extra?.userId as string;
    const retry = extra._meta?.retry as { requestState?: string } | undefined;
    if (!retry?.requestState) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Export audit log since ${since}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: sealer.seal({ since }, { userId, tool: 'export_audit' }),
      };
    }
    const opened = sealer.open<{ since: string }>(retry.requestState, { userId, tool: 'export_audit' });
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Refused: ${opened.reason}` }] };
    const signature = exportSignature(`audit-${opened.state.since}.jsonl`, 0);
    return { content: [{ type: 'text', text: `Export ready, signature ${signature}` }] };
  });
}

export const port = Number(process.env.PORT ?? 3000);
export const logLevel = process.env.LOG_LEVEL || 'info';
