// Models an MCP SDK 1.x server (TypeScript) whose request-state JWTs carry their issue time and are checked for age by the class that mints them: signing and verifying sit in methods of one class (a key field set in the constructor, or a private field), the token itself has no exp.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

const MAX_AGE_MS = 5 * 60 * 1000;

class StateTokens {
  constructor(private readonly key: string) {}

  mintState(sub: string, tool: string, reportId: string): string {
    return jwt.sign({ sub, tool, reportId, issuedAt: Date.now() }, this.key, { algorithm: 'HS256' });
  }

  readState(token: string): { sub: string; tool: string; reportId: string; issuedAt: number } {
    const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
    if (Date.now() - claims.issuedAt > MAX_AGE_MS) throw new Error('requestState expired');
    return claims;
  }
}

// The same with jsonwebtoken's own iat, a private key field and the age checked in seconds.
class ExportStates {
  readonly #key = process.env.EXPORT_STATE_SECRET as string;

  mintState(sub: string, tool: string, datasetId: string): string {
    return jwt.sign({ sub, tool, datasetId }, this.#key);
  }

  readState(token: string) {
    const claims = jwt.verify(token, this.#key);
    if (claims.iat + 300 < Math.floor(Date.now() / 1000)) throw new Error('requestState expired');
    return claims;
  }
}

const exportStates = new ExportStates();

const tokens = new StateTokens(process.env.REPORT_STATE_SECRET as string);

export function register(server = new McpServer({ name: 'reports', version: '1.4.0' })) {
  server.registerTool('delete_report', { description: 'Delete a report', inputSchema: { reportId: z.string() } }, async ({ reportId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const requestState = extra._meta?.requestState;
    if (requestState === undefined) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Delete ${reportId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: tokens.mintState(sub, 'delete_report', reportId),
      };
    }
    const state = tokens.readState(requestState);
    if (state.sub !== sub || state.tool !== 'delete_report' || state.reportId !== reportId) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid state' }] };
    }
    return { content: [{ type: 'text', text: `Deleted ${reportId}` }] };
  });
  server.registerTool('export_dataset', { description: 'Export a dataset', inputSchema: { datasetId: z.string() } }, async ({ datasetId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const requestState = extra._meta?.requestState;
    if (requestState === undefined) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Export ${datasetId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: exportStates.mintState(sub, 'export_dataset', datasetId),
      };
    }
    const state = exportStates.readState(requestState);
    if (state.sub !== sub || state.tool !== 'export_dataset' || state.datasetId !== datasetId) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid state' }] };
    }
    return { content: [{ type: 'text', text: `Exported ${datasetId}` }] };
  });
  return server;
}
