// Signs share links: sign(input, key, options) takes its algorithm from the options and encodes the raw HMAC with ./encode.js.
import { createHmac } from 'node:crypto';
import { toUrlBase64 } from './encode.js';

export function sign(input, key, options = {}) {
  const algorithm = options.algorithm ?? 'sha256';
  return toUrlBase64(createHmac(algorithm, key).update(input).digest());
}

export function shareLink(base, docId, key) {
  return `${base}/shared/${docId}?sig=${sign(docId, key)}`;
}
