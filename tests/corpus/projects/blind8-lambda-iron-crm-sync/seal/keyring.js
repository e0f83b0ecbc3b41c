'use strict';

const crypto = require('node:crypto');
const { SSMClient, GetParameterCommand } = require('@aws-sdk/client-ssm');

const ssm = new SSMClient({});
let ring = null;

async function loadKeyring() {
  if (ring) return ring;
  let current;
  try {
    const out = await ssm.send(new GetParameterCommand({ Name: process.env.SEAL_KEY_PARAM, WithDecryption: true }));
    current = { id: 'k3', secret: Buffer.from(out.Parameter.Value, 'hex') };
  } catch (err) {
    console.error('ssm unavailable, using an ephemeral key for this container', err.name);
    current = { id: 'eph', secret: crypto.randomBytes(8) }; // expect-todo: no-weak-state-key
  }
  // k2 is still accepted so that in-flight seals survive the rotation.
  const previous = { id: 'k2', secret: crypto.pbkdf2Sync('crm-sync-seal-2024', 'crm-sync', 10000, 32, 'sha256') }; // expect-todo: no-weak-state-key
  ring = { current, byId: new Map([[current.id, current], [previous.id, previous]]) };
  return ring;
}

module.exports = { loadKeyring };
