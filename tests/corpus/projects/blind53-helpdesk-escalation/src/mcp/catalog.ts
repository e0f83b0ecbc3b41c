import { z } from 'zod';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export const EscalateArgs = z.object({
  ticketId: z.string().regex(/^\d+$/, 'numeric ticket id'),
  tier: z.enum(['l2', 'l3', 'engineering']),
  note: z.string().max(500).optional(),
});

export const MergeArgs = z.object({
  survivorId: z.string().regex(/^\d+$/),
  duplicateId: z.string().regex(/^\d+$/),
});

export const TOOL_NAMES = ['escalate_ticket', 'merge_tickets'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export const ARG_SCHEMAS = {
  escalate_ticket: EscalateArgs,
  merge_tickets: MergeArgs,
} as const satisfies { readonly [N in ToolName]: z.ZodType };

export type ArgsOf<N extends ToolName> = z.output<(typeof ARG_SCHEMAS)[N]>;

export const isToolName = (name: string): name is ToolName => (TOOL_NAMES as readonly string[]).includes(name);

const jsonSchema = (schema: z.ZodType): Tool['inputSchema'] => z.toJSONSchema(schema) as Tool['inputSchema'];

/** What tools/list answers. Order is the order agents see them in. */
export const CATALOG: readonly Tool[] = [
  {
    name: 'escalate_ticket',
    title: 'Escalate ticket',
    description: 'Move a ticket to a higher support tier. Asks which queue of that tier to use.',
    inputSchema: jsonSchema(EscalateArgs),
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
  },
  {
    name: 'merge_tickets',
    title: 'Merge tickets',
    description: 'Merge a duplicate ticket into another one. The duplicate is closed. Asks for confirmation.',
    inputSchema: jsonSchema(MergeArgs),
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
  },
] satisfies Tool[];
