import { getTicket, closeTicket } from '../tickets.js';
import { STATE_TTL } from '../config.js';
import { packState, unpackState, nowSec, askForm, answerOf, textResult, errorResult, userOf, ticketLine } from '../utils.js';

var TOOL = 'close_ticket';

export async function closeTicketTool(params, extra) {
  var args = params.arguments || {};
  var user = userOf(extra);

  // first round: show the ticket and ask
  if (!params.requestState) {
    var t = await getTicket(args.ticketId);
    if (!t) return errorResult('No such ticket ' + args.ticketId);
    if (t.status === 'closed') return textResult('Already closed: ' + ticketLine(t));
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: askForm('Close ' + ticketLine(t) + '?', {
          confirm: { type: 'boolean', title: 'Yes, close it' },
          note: { type: 'string', title: 'Closing note (optional)' },
        }, ['confirm']),
      },
      requestState: packState({ uid: user, tool: TOOL, ticket: t.id, exp: nowSec() + STATE_TTL }),
    };
  }

  var st = unpackState(params.requestState);
  if (!st) return errorResult('That confirmation is not valid any more, please start again.');
  if (st.uid !== user || st.tool !== TOOL) return errorResult('That confirmation belongs to another request.');
  if (st.exp < nowSec()) return errorResult('That confirmation expired, please start again.');
  if (st.ticket !== args.ticketId) return errorResult('The ticket changed since you confirmed, please start again.');

  var answer = answerOf(params, 'confirm');
  if (!answer || !answer.confirm) return textResult('OK, leaving it open.');

  await closeTicket(st.ticket, user, answer.note || '');
  return textResult('Closed #' + st.ticket);
}
