import { HELPDESK_API } from './config.js';

// thin wrapper over the helpdesk REST API. the service account token is
// server side only, it never leaves this module.
var SERVICE_TOKEN = process.env.HELPDESK_SERVICE_TOKEN;

async function call(method, path, body) {
  var res = await fetch(HELPDESK_API + path, {
    method: method,
    headers: {
      authorization: 'Bearer ' + SERVICE_TOKEN,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error('helpdesk ' + method + ' ' + path + ' -> ' + res.status);
  return res.status === 204 ? null : res.json();
}

export function getTicket(id) {
  return call('GET', '/tickets/' + encodeURIComponent(id));
}

export function searchTickets(q, page) {
  return call('GET', '/tickets?q=' + encodeURIComponent(q) + '&page=' + (page || 1));
}

export function closeTicket(id, by, note) {
  return call('POST', '/tickets/' + encodeURIComponent(id) + '/close', { by: by, note: note });
}

export function assignTicket(id, agent, by) {
  return call('POST', '/tickets/' + encodeURIComponent(id) + '/assign', { agent: agent, by: by });
}

export function listAgents(team) {
  return call('GET', '/teams/' + encodeURIComponent(team || 'support') + '/agents');
}

export function addComment(id, text, by) {
  return call('POST', '/tickets/' + encodeURIComponent(id) + '/comments', { text: text, by: by });
}
