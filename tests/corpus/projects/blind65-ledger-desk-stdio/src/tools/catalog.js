// Tool declarations as plain MCP Tool objects, plus the handler for each.
import * as voidInvoice from './void-invoice.js';
import * as linkBank from './link-bank.js';

const tools = new Map([
  [voidInvoice.definition.name, voidInvoice],
  [linkBank.definition.name, linkBank],
  [
    'list_invoices',
    {
      definition: {
        name: 'list_invoices',
        description: 'List invoices, optionally filtered by status (draft, issued, paid, void).',
        inputSchema: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['draft', 'issued', 'paid', 'void'] } },
        },
        annotations: { readOnlyHint: true },
      },
      async run(args, ctx) {
        const rows = await ctx.ledger.listInvoices({ status: args.status });
        const lines = rows.map((r) => `${r.number}\t${r.status}\t${r.customer}\t${r.total.toFixed(2)}`);
        return { content: [{ type: 'text', text: lines.join('\n') || 'No invoices.' }] };
      },
    },
  ],
]);

export const toolCatalog = () => [...tools.values()].map((tool) => tool.definition);

export const findTool = (name) => tools.get(name);
