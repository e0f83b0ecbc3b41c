'use strict';

const HELPDESK = process.env.HELPDESK_API || 'http://helpdesk.internal/api';

const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties } },
});

const stateError = () => ({ isError: true, content: [{ type: 'text', text: 'This confirmation is no longer valid. Please run the tool again.' }] });

function ticketTools(sealer) {
  return [
    {
      name: 'merge_tickets',
      description: 'Merge duplicate tickets into a primary one',
      annotations: { destructiveHint: true },
      inputSchema: {
        type: 'object',
        properties: { primary: { type: 'string' }, duplicates: { type: 'array', items: { type: 'string' } } },
        required: ['primary', 'duplicates'],
      },
      async run(params, { user }) {
        const args = params.arguments || {};
        const bindTo = { user, tool: 'merge_tickets', args };
        if (!params.requestState) {
          return {
            resultType: 'input_required',
            inputRequests: { sure: form(`Merge ${args.duplicates.length} tickets into ${args.primary}?`, { sure: { type: 'boolean' } }) },
            requestState: sealer.seal({ stage: 'confirm' }, bindTo),
          };
        }
        const data = sealer.open(params.requestState, bindTo);
        if (!data || data.stage !== 'confirm') return stateError();
        const answer = params.inputResponses && params.inputResponses.sure;
        if (!answer || answer.action !== 'accept' || answer.content.sure !== true) {
          return { content: [{ type: 'text', text: 'merge skipped' }] };
        }
        const res = await fetch(`${HELPDESK}/tickets/${args.primary}/merge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-actor': user },
          body: JSON.stringify({ duplicates: args.duplicates }),
        });
        return { content: [{ type: 'text', text: res.ok ? 'merged' : `helpdesk answered ${res.status}` }], isError: !res.ok };
      },
    },
    {
      name: 'draft_reply',
      description: 'Draft a customer reply; asks for tone first',
      inputSchema: { type: 'object', properties: { ticket: { type: 'string' } }, required: ['ticket'] },
      async run(params, { user }) {
        const args = params.arguments || {};
        const bindTo = { user, tool: 'draft_reply', args };
        if (!params.requestState) {
          return {
            resultType: 'input_required',
            inputRequests: { tone: form('Tone of the reply?', { tone: { type: 'string', enum: ['formal', 'friendly'] } }) },
            requestState: sealer.seal({ maxTokens: 600, tokenizer: 'cl100k', ticket: args.ticket }, bindTo),
          };
        }
        const data = sealer.open(params.requestState, bindTo);
        if (!data) return stateError();
        const tone = params.inputResponses?.tone?.content?.tone || 'friendly';
        return { content: [{ type: 'text', text: `Drafting a ${tone} reply to ${data.ticket} (limit ${data.maxTokens} tokens)` }] };
      },
    },
  ];
}

module.exports = { ticketTools };
