import { Injectable } from '@nestjs/common';
import { deflateRawSync, inflateRawSync } from 'zlib';
import { HelpdeskClient } from '../../helpdesk/helpdesk.client';
import { askForm, done, type McpTool, type ToolCall, type ToolOutcome } from '../tool.types';

interface MergePlan {
  tool: 'merge_tickets';
  userId: string;
  query: string;
  primary: string;
  duplicates: string[];
  exp: number;
}

const PLAN_TTL_MS = 5 * 60_000;

// Merge plans can list dozens of ticket ids; compress them to keep requestState small.
const packPlan = (plan: MergePlan): string => deflateRawSync(Buffer.from(JSON.stringify(plan))).toString('base64url');
const unpackPlan = (state: string): MergePlan => JSON.parse(inflateRawSync(Buffer.from(state, 'base64url')).toString('utf8')); // expect: require-sealed-state

@Injectable()
export class MergeTicketsTool implements McpTool {
  readonly definition = {
    name: 'merge_tickets',
    description: 'Find open duplicates for a search query and merge them into the oldest ticket. Closes the duplicates.',
    inputSchema: {
      type: 'object' as const,
      properties: { query: { type: 'string', minLength: 3 } },
      required: ['query'],
    },
    annotations: { destructiveHint: true },
  };

  constructor(private readonly helpdesk: HelpdeskClient) {}

  async handle({ args, requestState, inputResponses, auth, userId }: ToolCall): Promise<ToolOutcome> {
    if (!requestState) {
      const found = await this.helpdesk.search(String(args.query), auth.token);
      if (found.length < 2) return done('Fewer than two matching tickets; nothing to merge.');
      const [primary, ...duplicates] = [...found].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return {
        kind: 'ask',
        inputRequests: {
          confirm: askForm(
            `Merge ${duplicates.map((t) => t.id).join(', ')} into ${primary.id} ("${primary.subject}") and close them?`,
            { confirm: { type: 'boolean' } },
            ['confirm'],
          ),
        },
        requestState: packPlan({ // expect: require-sealed-state
          tool: 'merge_tickets',
          userId,
          query: String(args.query),
          primary: primary.id,
          duplicates: duplicates.map((t) => t.id),
          exp: Date.now() + PLAN_TTL_MS,
        }),
      };
    }

    const plan = unpackPlan(requestState);
    if (plan.tool !== 'merge_tickets' || plan.userId !== userId || plan.query !== String(args.query) || plan.exp < Date.now()) {
      return done('This merge plan is stale; search again.', true);
    }
    const confirm = inputResponses.confirm;
    if (confirm?.action !== 'accept' || confirm.content?.confirm !== true) return done('Merge cancelled.');

    await this.helpdesk.merge(plan.primary, plan.duplicates, auth.token);
    return done(`Merged ${plan.duplicates.length} ticket(s) into ${plan.primary}.`);
  }
}
