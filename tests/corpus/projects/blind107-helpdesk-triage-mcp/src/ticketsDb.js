// src/ticketsDb.js — MySQL access for tickets, queues and their audit trail
import util from 'util';
import mysql from 'mysql';
import config from './config.js';

var pool = mysql.createPool(config.mysql);
var query = util.promisify(pool.query.bind(pool));

export function searchTickets(text, status, limit) {
  var sql = 'SELECT id, title, status, priority, queue_id, requester, updated_at FROM tickets WHERE MATCH(title, body) AGAINST (? IN NATURAL LANGUAGE MODE)';
  var params = [text];
  if (status) {
    sql += ' AND status = ?';
    params.push(status);
  }
  sql += ' ORDER BY updated_at DESC LIMIT ?';
  params.push(limit);
  return query(sql, params);
}

export function getTicket(id) {
  return query('SELECT id, title, status, priority, queue_id, requester, jira_key FROM tickets WHERE id = ?', [id]).then(function (rows) {
    return rows[0] || null;
  });
}

export function listQueues(level) {
  return query('SELECT id, name, tier FROM queues WHERE tier > ? AND active = 1 ORDER BY tier, name', [level]);
}

export function escalate(ticketId, queueId, priority, agentId, note) {
  return query(
    'UPDATE tickets SET queue_id = ?, priority = ?, updated_at = NOW() WHERE id = ?',
    [queueId, priority, ticketId]
  ).then(function () {
    return addAudit(ticketId, agentId, 'escalated', note);
  });
}

export function setJiraKey(ticketId, jiraKey, agentId) {
  return query('UPDATE tickets SET jira_key = ?, updated_at = NOW() WHERE id = ? AND jira_key IS NULL', [jiraKey, ticketId]).then(function (r) {
    if (!r.affectedRows) return false;
    return addAudit(ticketId, agentId, 'linked', jiraKey).then(function () { return true; });
  });
}

export function addAudit(ticketId, agentId, action, detail) {
  return query('INSERT INTO ticket_audit (ticket_id, agent_id, action, detail) VALUES (?, ?, ?, ?)', [ticketId, agentId, action, detail || null]);
}

export function logPasswordReset(username, agentId) {
  return query('INSERT INTO password_resets (username, reset_by) VALUES (?, ?)', [username, agentId]);
}
