#!/usr/bin/env node
// Prints fresh secrets for a new deployment:
//   NOTES_MASTER_KEY       -> request-state encryption (via HKDF)
//   INKWELL_WEBHOOK_SECRET -> paste into the Inkwell developer console as well
import nacl from 'tweetnacl';
import naclUtil from 'tweetnacl-util';

const fresh = () => naclUtil.encodeBase64(nacl.randomBytes(32));

console.log(`NOTES_MASTER_KEY=${fresh()}`);
console.log(`INKWELL_WEBHOOK_SECRET=${fresh()}`);
