'use strict';

const JIRA_BASE = process.env.JIRA_BASE_URL || 'https://jira.example.com';

async function moveTicket(ticketId, column, apiKey) {
  const res = await fetch(`${JIRA_BASE}/rest/api/3/issue/${encodeURIComponent(ticketId)}/transitions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ transition: { name: column } }),
  });
  if (!res.ok) throw new Error(`Jira: ${res.status}`);
}

module.exports = { moveTicket };
