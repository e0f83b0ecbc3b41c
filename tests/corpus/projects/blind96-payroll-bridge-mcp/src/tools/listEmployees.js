// list_employees tool: read-only page through the tenant's employees at the payroll provider.
import { z } from 'zod';
import { getTenant, payroll } from '../payroll/client.js';
import { toolError } from '../state/seal.js';

export function registerListEmployees(server) {
  server.registerTool(
    'list_employees',
    {
      title: 'List employees',
      description: 'List employees known to the payroll provider, optionally filtered by department.',
      inputSchema: {
        department: z.string().optional(),
        cursor: z.string().optional().describe('Cursor returned by a previous call'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ department, cursor }, extra) => {
      const tenantId = extra.authInfo?.extra?.tenantId;
      if (!tenantId) return toolError('Not authenticated.');
      const tenant = await getTenant(tenantId);
      const page = await payroll.listEmployees(tenant, { department, cursor });
      const lines = page.items.map((e) => `- ${e.fullName} (${e.employeeNumber}) · ${e.department} · ${e.payType}`);
      return {
        content: [
          { type: 'text', text: lines.join('\n') || 'No employees match.' },
          ...(page.nextCursor ? [{ type: 'text', text: `More results: call again with cursor "${page.nextCursor}".` }] : []),
        ],
        structuredContent: { items: page.items, nextCursor: page.nextCursor ?? null },
      };
    },
  );
}
