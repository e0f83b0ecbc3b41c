// Zendesk access for the reply tool.

const SUBDOMAIN = process.env.ZENDESK_SUBDOMAIN;
const AGENT_EMAIL = process.env.ZENDESK_AGENT_EMAIL;
const API_TOKEN = process.env.ZENDESK_API_TOKEN;

function authHeader(email, token) {
  return `Basic ${Buffer.from(`${email}/token:${token}`).toString('base64')}`;
}

export async function zendesk(path, { method = 'GET', body, creds } = {}) {
  const email = creds?.email ?? AGENT_EMAIL;
  const token = creds?.apiToken ?? API_TOKEN;
  const res = await fetch(`https://${SUBDOMAIN}.zendesk.com/api/v2${path}`, {
    method,
    headers: { authorization: authHeader(email, token), 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`zendesk ${method} ${path}: ${res.status}`);
  return res.json();
}

/**
 * Adds what the second round needs to post as the right agent. Some teams use
 * their own Zendesk agent; their credentials come from the team config.
 */
export function withUpstream(progress, team) {
  return {
    ...progress,
    upstream: {
      subdomain: SUBDOMAIN,
      email: team?.agentEmail ?? AGENT_EMAIL,
      apiToken: team?.agentApiToken ?? API_TOKEN,
    },
  };
}
