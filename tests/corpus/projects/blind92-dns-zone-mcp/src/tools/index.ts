// Registers the DNS tools, including the read-only record listing, on a fresh McpServer.
// @ts-nocheck
import { z } from 'zod';
import { deleteRecordTool, managesZone } from './deleteRecord.js';
import { bulkImportTool } from './bulkImport.js';
import { json, fail, pick } from '../fn.js';

const listRecordsTool = ({ provider }) => ['list_records', {
  description: 'List the RRsets of a zone you manage, optionally filtered by type.',
  inputSchema: { zone: z.string().min(1), type: z.string().optional() },
  annotations: { readOnlyHint: true },
}, async ({ zone, type }, ctx) => {
  if (!managesZone(ctx, zone)) return fail(`You do not manage ${zone}.`);
  const sets = (await provider.rrsets(zone)).filter((r) => !type || r.type === type);
  return json({ zone, rrsets: sets.map(pick(['name', 'type', 'ttl', 'records'])) });
}];

const factories = [listRecordsTool, deleteRecordTool, bulkImportTool];

export const registerTools = (server, deps) =>
  factories.map((make) => make(deps)).reduce((srv, [name, config, handler]) => (srv.registerTool(name, config, handler), srv), server);
