// every env var the server reads, so nobody has to grep for process.env
export const PORT = Number(process.env.PORT || 3100);
export const HELPDESK_API = process.env.HELPDESK_API || 'http://localhost:8080/api';
export const JIRA_URL = process.env.JIRA_URL || 'https://acme-support.atlassian.net';
export const JIRA_PROJECT = process.env.JIRA_PROJECT || 'SUP';

// used to sign the requestState we hand back to the client between rounds
export const STATE_SECRET = process.env.HELPDESK_STATE_SECRET || 'helpdesk-dev-state-secret';

// seconds a pending confirmation stays usable
export const STATE_TTL = 10 * 60;
