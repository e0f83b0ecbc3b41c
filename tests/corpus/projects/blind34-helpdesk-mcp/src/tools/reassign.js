import { getTicket, listAgents, assignTicket } from '../tickets.js';
import { encodeCursor, decodeCursor, askForm, answerOf, textResult, errorResult, userOf, ticketLine } from '../utils.js';

// two rounds: list the team's agents, then assign to the one picked.
// the state only carries the ticket and the agent list we offered.
export async function reassignTool(params, extra) {
  var args = params.arguments || {};
  var user = userOf(extra);

  if (!params.requestState) {
    var t = await getTicket(args.ticketId);
    if (!t) return errorResult('No such ticket');
    var agents = await listAgents(args.team);
    if (!agents.length) return errorResult('Team ' + (args.team || 'support') + ' has nobody on shift');

    return {
      resultType: 'input_required',
      inputRequests: {
        pick: askForm('Reassign ' + ticketLine(t) + ' to:', {
          agent: { type: 'string', enum: agents.map((a) => a.login) },
        }),
      },
      requestState: encodeCursor({ step: 'pick-agent', ticket: t.id, offered: agents.map((a) => a.login) }), // expect: require-sealed-state
    };
  }

  var st = decodeCursor(params.requestState); // expect: require-sealed-state
  var answer = answerOf(params, 'pick');
  if (!answer) return textResult('Left as it was.');
  if (st.offered.indexOf(answer.agent) === -1) return errorResult(answer.agent + ' was not one of the choices');

  await assignTicket(st.ticket, answer.agent, user);
  return textResult('#' + st.ticket + ' now assigned to ' + answer.agent);
}
