import os from 'node:os';

const configured = process.env.CRM_NOTES_STATE_KEY;

if (!configured) {
  console.warn('[state] CRM_NOTES_STATE_KEY not set, using a machine-local key (fine for a laptop, not for prod)');
}

/**
 * Key for the request-state codec (32 random bytes, base64, in production).
 * @type {Buffer}
 */
export const stateKey = configured
  ? Buffer.from(configured, 'base64')
  : Buffer.from('crm-call-notes:' + os.hostname() + ':local');
