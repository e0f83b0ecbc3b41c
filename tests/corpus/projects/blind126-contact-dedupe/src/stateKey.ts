// Derives the key used by the contact-dedupe request-state codec.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

const SERVICE = 'contact-dedupe';

// Each replica derives the same key without another secret to provision:
// all pods in the deployment share the service hostname.
export const stateKey: Uint8Array = createHash('sha256').update(`${SERVICE}:${hostname()}`).digest();
