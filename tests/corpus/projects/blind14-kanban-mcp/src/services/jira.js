'use strict';

const VAULT_URL = process.env.VAULT_ADDR || 'http://127.0.0.1:8200';

/** Org-level Jira connection, kept in Vault. Each lookup is a network round trip. */
async function jiraCredentials(orgId) {
  const res = await fetch(`${VAULT_URL}/v1/kv/data/kanban/jira/${encodeURIComponent(orgId)}`, {
    headers: { 'x-vault-token': process.env.VAULT_TOKEN ?? '' },
  });
  if (!res.ok) throw new Error(`no Jira connection for org ${orgId}`);
  const { data } = await res.json();
  return { site: data.data.site, email: data.data.email, apiToken: data.data.api_token };
}

async function pushIssues({ site, email, apiToken }, projectKey, cards, issueType) {
  const auth = Buffer.from(`${email}:${apiToken}`).toString('base64');
  const res = await fetch(`https://${site}/rest/api/3/issue/bulk`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      issueUpdates: cards.map((card) => ({
        fields: { project: { key: projectKey }, summary: card.title, issuetype: { name: issueType } },
      })),
    }),
  });
  if (!res.ok) throw new Error(`Jira answered ${res.status}`);
  const { issues } = await res.json();
  return issues.map((i) => i.key);
}

module.exports = { jiraCredentials, pushIssues };
