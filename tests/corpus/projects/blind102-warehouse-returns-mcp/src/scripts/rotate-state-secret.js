// Prints a new STATE_MASTER_SECRET and the key id it yields, for a two-step rotation.
import { randomBytes } from 'node:crypto';
import { buildKeyring } from '../crypto/keys.js';

const fresh = randomBytes(32);
const { kid } = buildKeyring(fresh).current;

console.log(`STATE_MASTER_SECRET=${fresh.toString('base64')}`);
console.log(`# key id ${kid}`);
console.log('# 1. move the current STATE_MASTER_SECRET to STATE_MASTER_SECRET_PREVIOUS');
console.log('# 2. deploy with the new value above');
console.log('# 3. after 10 minutes, remove STATE_MASTER_SECRET_PREVIOUS and deploy again');
