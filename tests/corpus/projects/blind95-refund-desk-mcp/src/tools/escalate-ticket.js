// Tool escalate_ticket: gathers severity, owning team and a summary over several rounds, then escalates the ticket.
const { packDraft, unpackDraft } = require('../draft-codec');
const { accepted, elicit, inputRequired, readInputResponses, readRequestState, textResult, errorResult } = require('../mrtr');
const { helpdesk } = require('../backends');

const TEAMS = ['billing', 'logistics', 'fraud', 'tier2'];
const SEVERITIES = ['low', 'normal', 'high', 'urgent'];

const definition = {
  name: 'escalate_ticket',
  description: 'Escalate a helpdesk ticket to a specialist team with a severity and summary.',
  inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
};

function step(draft, responses) {
  switch (draft.phase) {
    case 'severity': {
      const content = accepted(responses, 'severity');
      return content && SEVERITIES.includes(content.severity) ? { ...draft, phase: 'team', severity: content.severity } : draft;
    }
    case 'team': {
      const content = accepted(responses, 'team');
      return content && TEAMS.includes(content.team) ? { ...draft, phase: 'summary', team: content.team } : draft;
    }
    case 'summary': {
      const content = accepted(responses, 'summary');
      return content && content.summary ? { ...draft, phase: 'ready', summary: String(content.summary).slice(0, 2000) } : draft;
    }
    default:
      return draft;
  }
}

function questionsFor(draft, ticket) {
  switch (draft.phase) {
    case 'severity':
      return {
        severity: elicit(`How severe is ticket #${ticket.number} ("${ticket.subject}")?`, {
          severity: { type: 'string', enum: SEVERITIES },
        }, ['severity']),
      };
    case 'team':
      return { team: elicit('Which team should own it?', { team: { type: 'string', enum: TEAMS } }, ['team']) };
    case 'summary':
      return {
        summary: elicit('Short summary for the receiving team', { summary: { type: 'string', maxLength: 2000 } }, ['summary']),
      };
    default:
      return null;
  }
}

async function handle(request, extra) {
  const args = request.params.arguments || {};
  const agentId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!agentId) return errorResult('Sign in as a support agent first.');

  const stateText = readRequestState(request);
  let draft = stateText ? unpackDraft(stateText) : { phase: 'severity', ticketId: String(args.ticketId) }; // expect: require-sealed-state

  const ticket = await helpdesk.getTicket(draft.ticketId);
  if (!ticket) return errorResult(`Ticket ${draft.ticketId} was not found.`);

  draft = step(draft, readInputResponses(request));
  if (draft.phase === 'ready') {
    await helpdesk.escalate(draft.ticketId, {
      severity: draft.severity,
      team: draft.team,
      summary: draft.summary,
      escalatedBy: agentId,
    });
    return textResult(`Ticket #${ticket.number} escalated to ${draft.team} as ${draft.severity}.`);
  }

  return inputRequired(questionsFor(draft, ticket), packDraft(draft)); // expect: require-sealed-state
}

module.exports = { definition, handle };
