// The end of the chain: the signer itself.
import { createHmac } from 'node:crypto';

export const deepSign = (value) => createHmac('sha256', process.env.CHAIN_SECRET).update(value).digest('hex');
