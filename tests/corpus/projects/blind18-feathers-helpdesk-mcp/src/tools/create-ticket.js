'use strict';

const { text, failure, elicit, inputRequired, accepted } = require('../lib/results');

const CATEGORIES = ['billing', 'access', 'hardware', 'other'];
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];

module.exports = {
  name: 'create_ticket',
  description: 'Open a helpdesk ticket. Asks for category and priority.',
  inputSchema: {
    type: 'object',
    properties: { subject: { type: 'string' }, body: { type: 'string' } },
    required: ['subject', 'body'],
  },

  async run(args, params, app, inputResponses) {
    if (!params.draft) {
      const draft = {
        orgId: params.user.orgId,
        requesterId: params.user.id,
        subject: String(args.subject).slice(0, 200),
        body: String(args.body),
      };
      const requestState = 'draft:' + Buffer.from(JSON.stringify(draft)).toString('base64url');
      return inputRequired(
        {
          triage: elicit('How should we file this?', {
            category: { type: 'string', enum: CATEGORIES },
            priority: { type: 'string', enum: PRIORITIES, default: 'normal' },
          }),
        },
        requestState, // expect: require-sealed-state
      );
    }

    const triage = accepted(inputResponses, 'triage');
    if (!triage) return text('Ticket not created.');
    if (!CATEGORIES.includes(triage.category) || !PRIORITIES.includes(triage.priority)) {
      return failure('Unknown category or priority.');
    }

    const { draft } = params;
    const ticket = await app.service('tickets').create({
      orgId: draft.orgId,
      requesterId: draft.requesterId,
      subject: draft.subject,
      body: draft.body,
      category: triage.category,
      priority: triage.priority,
      status: 'open',
      createdAt: new Date().toISOString(),
    });
    return text(`Created ticket #${ticket.id}.`);
  },
};
