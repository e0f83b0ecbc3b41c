// Tools list_imports and import_status: read-only views of the caller's tenant imports.
// @ts-nocheck
import { z } from 'zod';
import { currentUser } from '../auth.js';
import { getImport, listImports, summarizeImport } from '../db.js';
import { formatMinor } from '../csv.js';

const json = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function registerImportStatus(server) {
  server.registerTool(
    'list_imports',
    {
      description: 'List the most recent imports for your organisation.',
      inputSchema: { limit: z.number().int().min(1).max(100).default(20) },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      if (!user) return fail('Sign-in required.');
      return json(await listImports(user.tenantId, args.limit));
    },
  );

  server.registerTool(
    'import_status',
    {
      description: 'Show the status and unposted totals of one import.',
      inputSchema: { importId: z.string().uuid() },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      if (!user) return fail('Sign-in required.');
      const record = await getImport(args.importId);
      if (!record || record.tenant_id !== user.tenantId) return fail('Import not found.');
      const summary = await summarizeImport(args.importId);
      return json({
        id: record.id,
        ledgerId: record.ledger_id,
        status: record.status,
        stagedRows: record.staged_rows,
        unposted: { entries: summary.entries, total: formatMinor(summary.total_minor), from: summary.first_day, to: summary.last_day },
      });
    },
  );
}
