// McpServer factory: one server per request, with the request-state codec installed as the verify hook.
// @ts-nocheck

import { McpServer } from '@modelcontextprotocol/server';
import { makeStateCodec } from './state/codec.js';
import { registerSubmitReport } from './tools/submitReport.js';
import { registerVoidReport } from './tools/voidReport.js';

export interface ServerDeps {
  stateKey: Uint8Array;
  db: ReturnType<typeof import('./db.js').createDb>;
  receipts: ReturnType<typeof import('./receipts/store.js').receiptStore>;
  approvals: ReturnType<typeof import('./approvals.js').approvalsClient>;
}

export function serverFactory({ stateKey, db, receipts, approvals }: ServerDeps) {
  const codec = makeStateCodec(stateKey);
  return () => {
    const server = new McpServer(
      { name: 'expense-approvals', version: '3.1.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    const deps = { codec, db, receipts, approvals };
    registerSubmitReport(server, deps);
    registerVoidReport(server, deps);
    return server;
  };
}
