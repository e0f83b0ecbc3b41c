// Prints a CRM_STATE_SECRET (48 random bytes, base64) for .env or `fly secrets set`.
import { randomBytes } from 'node:crypto';

console.log(`CRM_STATE_SECRET=${randomBytes(48).toString('base64')}`);
