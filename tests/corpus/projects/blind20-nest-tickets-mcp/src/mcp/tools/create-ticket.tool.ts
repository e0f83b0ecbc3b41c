import { Injectable } from '@nestjs/common';
import { HelpdeskClient } from '../../helpdesk/helpdesk.client';
import { DraftRepository } from '../../state/draft.repository';
import { askForm, done, type McpTool, type ToolCall, type ToolOutcome } from '../tool.types';

const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
type Priority = (typeof PRIORITIES)[number];

const suggestCategories = (text: string): string[] => {
  const lower = text.toLowerCase();
  const hits = [
    lower.includes('invoice') || lower.includes('refund') ? 'billing' : null,
    lower.includes('login') || lower.includes('password') ? 'access' : null,
    lower.includes('error') || lower.includes('crash') ? 'bug' : null,
  ].filter((c): c is string => c !== null);
  return hits.length ? hits : ['general'];
};

@Injectable()
export class CreateTicketTool implements McpTool {
  readonly definition = {
    name: 'create_ticket',
    description: 'Open a new support ticket. Asks the user for priority and category.',
    inputSchema: {
      type: 'object' as const,
      properties: { subject: { type: 'string', maxLength: 200 }, body: { type: 'string' } },
      required: ['subject', 'body'],
    },
  };

  constructor(
    private readonly drafts: DraftRepository,
    private readonly helpdesk: HelpdeskClient,
  ) {}

  async handle({ args, requestState, inputResponses, auth, userId }: ToolCall): Promise<ToolOutcome> {
    if (!requestState) {
      const subject = String(args.subject);
      const body = String(args.body);
      const suggestedCategories = suggestCategories(`${subject} ${body}`);
      const handle = await this.drafts.stash(userId, { subject, body, suggestedCategories });
      return {
        kind: 'ask',
        inputRequests: {
          details: askForm(
            'How urgent is this, and which category fits best?',
            {
              priority: { type: 'string', enum: [...PRIORITIES], default: 'normal' },
              category: { type: 'string', enum: suggestedCategories },
            },
            ['priority', 'category'],
          ),
        },
        requestState: handle,
      };
    }

    const draft = await this.drafts.claim(requestState, userId);
    if (!draft) return done('That draft is gone (expired or already used); please start over.', true);

    const details = inputResponses.details;
    if (details?.action !== 'accept') return done('Ticket not created.');
    const priority = String(details.content?.priority) as Priority;
    const category = String(details.content?.category);
    if (!PRIORITIES.includes(priority) || !draft.suggestedCategories.includes(category)) {
      return done('Unknown priority or category.', true);
    }

    const ticket = await this.helpdesk.create({ subject: draft.subject, body: draft.body, priority, category }, auth.token);
    return done(`Created ticket ${ticket.id} in ${ticket.queue}.`);
  }
}
