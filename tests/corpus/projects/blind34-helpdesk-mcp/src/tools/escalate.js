import { createHmac } from 'node:crypto';
import { STATE_SECRET, STATE_TTL, JIRA_URL, JIRA_PROJECT } from '../config.js';
import { getTicket, addComment } from '../tickets.js';
import { packState, nowSec, unb64url, askForm, answerOf, textResult, errorResult, userOf } from '../utils.js';

var TOOL = 'escalate_ticket';

// same as utils.unpackState, but we keep the raw body around for the audit comment
function readState(token) {
  var m = /^([\w-]+)\.([\w-]+)$/.exec(token || '');
  if (!m) return null;
  var body = m[1];
  var sig = m[2];
  var expected = createHmac('sha256', STATE_SECRET).update(body).digest('base64url'); // expect: no-weak-state-key
  if (sig !== expected) return null; // expect: no-timing-unsafe-compare
  try {
    return { raw: body, data: JSON.parse(unb64url(body)) };
  } catch (e) {
    return null;
  }
}

function fileJiraIssue(auth, ticket, team, priority) {
  return fetch(JIRA_URL + '/rest/api/3/issue', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: {
        project: { key: JIRA_PROJECT },
        issuetype: { name: 'Bug' },
        summary: '[helpdesk #' + ticket.id + '] ' + ticket.subject,
        labels: ['from-helpdesk', 'team-' + team],
        priority: { name: priority },
      },
    }),
  }).then(function (r) {
    if (!r.ok) throw new Error('jira said ' + r.status);
    return r.json();
  });
}

export async function escalateTool(params, extra) {
  var args = params.arguments || {};
  var user = userOf(extra);

  if (!params.requestState) {
    var t = await getTicket(args.ticketId);
    if (!t) return errorResult('No such ticket');

    var payload = { uid: user, tool: TOOL, ticket: t.id, exp: nowSec() + STATE_TTL };
    // jira wants the user's own token so the issue shows up under their name
    Object.assign(payload, { forwardAuth: extra.authInfo.token }); // expect: no-secrets-in-state

    return {
      resultType: 'input_required',
      inputRequests: {
        route: askForm('Escalate #' + t.id + ' to which team?', {
          team: { type: 'string', enum: ['billing', 'platform', 'mobile'] },
          priority: { type: 'string', enum: ['Highest', 'High', 'Medium'] },
        }),
      },
      requestState: packState(payload),
    };
  }

  var st = readState(params.requestState);
  if (!st) return errorResult('Bad or tampered state, start over.');
  var d = st.data;
  if (d.uid !== user || d.tool !== TOOL || d.exp < nowSec()) return errorResult('State expired or not yours, start over.');

  var answer = answerOf(params, 'route');
  if (!answer) return textResult('Escalation cancelled.');

  var ticket = await getTicket(d.ticket);
  var issue = await fileJiraIssue(d.forwardAuth, ticket, answer.team, answer.priority || 'High');
  await addComment(ticket.id, 'Escalated to ' + answer.team + ' as ' + issue.key + ' (state ' + st.raw.slice(0, 8) + ')', user);
  return textResult('Filed ' + issue.key + ' for #' + ticket.id);
}
