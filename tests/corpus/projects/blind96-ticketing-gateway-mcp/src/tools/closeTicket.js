// close_ticket tool: closes a ticket, optionally purging attachments, after an explicit confirmation round.
const helpdesk = require('../helpdesk');
const { issueConfirmation, checkConfirmation } = require('../confirmations');

const TOOL = 'close_ticket';

const definition = {
  name: TOOL,
  title: 'Close ticket',
  description: 'Close a ticket and notify the requester. With purgeAttachments the files are deleted permanently.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      resolution: { type: 'string', enum: ['solved', 'duplicate', 'wont_fix', 'spam'] },
      purgeAttachments: { type: 'boolean', default: false },
    },
    required: ['ticketId', 'resolution'],
  },
  annotations: { destructiveHint: true },
};

async function handler(args, { identity, incomingState, inputResponses }) {
  const normalized = {
    ticketId: String(args.ticketId),
    resolution: args.resolution,
    purgeAttachments: Boolean(args.purgeAttachments),
  };

  if (!incomingState) {
    const ticket = await helpdesk.getTicket(identity.tenantId, normalized.ticketId);
    if (!ticket) return { isError: true, content: [{ type: 'text', text: 'Ticket not found.' }] };
    const warning = normalized.purgeAttachments ? ` ${ticket.attachmentCount} attachments will be deleted.` : '';
    return {
      content: [{ type: 'text', text: 'Confirmation needed.' }],
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Close "${ticket.subject}" as ${normalized.resolution}?${warning}`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Close ticket' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: issueConfirmation(identity, TOOL, normalized), // expect: require-state-binding
    };
  }

  const claims = checkConfirmation(incomingState, identity, TOOL, normalized);
  if (!claims) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };

  const answer = inputResponses.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Ticket left open.' }] };
  }

  await helpdesk.closeTicket(
    identity.tenantId,
    normalized.ticketId,
    { resolution: normalized.resolution, purgeAttachments: normalized.purgeAttachments },
    identity.userId,
  );
  return { content: [{ type: 'text', text: `Ticket ${normalized.ticketId} closed as ${normalized.resolution}.` }] };
}

module.exports = { definition, handler };
