#!/usr/bin/env tsx
// Prints a fresh DEPLOYER_STATE_KEY (32 random bytes, base64).
import { randomBytes } from 'node:crypto';

const key = randomBytes(32).toString('base64');
console.log(`DEPLOYER_STATE_KEY=${key}`);
console.error('Store it in the ops-deployer secret (state-key); rotate by redeploying, in-flight confirmations expire in 10 min.');
