/**
 * Everything read from the environment, in one place.
 */

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`fieldnotes-mcp: ${name} must be set`);
  return value;
}

function stateKey() {
  const key = Buffer.from(required('FIELDNOTES_STATE_KEY'), 'base64');
  if (key.length < 32) throw new Error('fieldnotes-mcp: FIELDNOTES_STATE_KEY must decode to at least 32 bytes');
  return key;
}

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 3030),
  transport: process.env.FIELDNOTES_TRANSPORT ?? 'http',
  apiBase: process.env.FIELDNOTES_API_BASE ?? 'https://api.fieldnotes.app/v2',
  evernoteHost: process.env.FIELDNOTES_EVERNOTE_HOST ?? 'https://www.evernote.com',
  issuer: process.env.FIELDNOTES_OIDC_ISSUER ?? 'https://id.fieldnotes.app',
  audience: process.env.FIELDNOTES_MCP_AUDIENCE ?? 'https://mcp.fieldnotes.app',
  /** Long-lived token for the nightly sync robot, which cannot do OAuth. */
  automationToken: process.env.FIELDNOTES_AUTOMATION_TOKEN,
  automationUser: process.env.FIELDNOTES_AUTOMATION_USER ?? 'svc-nightly-sync',
  stateKey: stateKey(),
  importConcurrency: Number(process.env.FIELDNOTES_IMPORT_CONCURRENCY ?? 4),
});
