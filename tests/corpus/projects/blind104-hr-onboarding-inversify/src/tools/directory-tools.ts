// Read-only directory tools for looking up employees and upcoming starters.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { TYPES, type ToolModule } from '../ioc/types';
import { HrisClient } from '../services/hris-client';

@injectable()
export class DirectoryTools implements ToolModule {
  constructor(@inject(TYPES.HrisClient) private readonly hris: HrisClient) {}

  register(server): void {
    server.registerTool(
      'find_employee',
      {
        description: 'Search the employee directory by name, email or team',
        inputSchema: z.object({ query: z.string().min(2), limit: z.number().int().min(1).max(25).default(10) }),
        annotations: { readOnlyHint: true },
      },
      async ({ query, limit }) => {
        const { items } = await this.hris.searchEmployees(query, limit);
        if (!items.length) return { content: [{ type: 'text', text: `No employees match "${query}".` }] };
        return {
          content: [
            {
              type: 'text',
              text: items.map((e) => `${e.id}  ${e.fullName}  <${e.workEmail}>  ${e.team} — ${e.title}`).join('\n'),
            },
          ],
        };
      },
    );

    server.registerTool(
      'get_employee',
      {
        description: 'Show one employee record with manager and start date',
        inputSchema: z.object({ employeeId: z.string().min(1) }),
        annotations: { readOnlyHint: true },
      },
      async ({ employeeId }) => {
        const e = await this.hris.getEmployee(employeeId);
        if (!e) return { content: [{ type: 'text', text: `Employee ${employeeId} not found.` }], isError: true };
        return {
          content: [
            { type: 'text', text: `${e.fullName} (${e.title}, ${e.team})\nManager: ${e.managerName}\nStarted: ${e.startDate}` },
          ],
        };
      },
    );
  }
}
