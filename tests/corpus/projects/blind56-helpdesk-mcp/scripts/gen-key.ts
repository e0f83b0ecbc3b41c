// Prints a HELPDESK_STATE_KEY line for .env (32 random bytes, base64).
import { randomBytes } from 'node:crypto';

process.stdout.write(`HELPDESK_STATE_KEY=${randomBytes(32).toString('base64')}\n`);
