import { randomBytes } from 'node:crypto';

// A new APPROVAL_MASTER_KEY. See README "Rotation" for replacing one.
const id = `k${Math.floor(Date.now() / 1000).toString(36)}`;
console.log(`APPROVAL_MASTER_KEY=${randomBytes(32).toString('base64')}`);
console.log(`APPROVAL_KEY_ID=${id}`);
