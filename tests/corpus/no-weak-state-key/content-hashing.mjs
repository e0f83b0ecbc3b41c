// Models an upload service that hashes with literal prefixes (ETags, dedup, cache keys) and signs URLs with keys from the environment or a key service — nothing weak.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { getSigningKey } from './kms.js';

const NAMESPACE = 'uploads-v2';
const SIGNING_KEY = process.env.UPLOAD_URL_SIGNING_KEY;

export function contentHash(buffer) {
  return createHash('sha256').update(buffer).digest('hex');
}

export function dedupKey(tenantId, buffer) {
  return createHash('sha256').update(NAMESPACE).update(':').update(tenantId).update(':').update(buffer).digest('base64url');
}

export function etagFor(buffer) {
  return `W/"${createHash('md5').update('etag-salt').update(buffer).digest('hex')}"`;
}

export function uploadUrl(objectKey, expiresInSeconds = 900) {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const signature = createHmac('sha256', SIGNING_KEY).update(`${objectKey}\n${expires}`).digest('hex');
  return `https://uploads.example.com/${encodeURIComponent(objectKey)}?expires=${expires}&sig=${signature}`;
}

export async function partnerUrl(partner, objectKey) {
  const key = await getSigningKey(partner.keyRef);
  const sig = createHmac('sha256', key).update(objectKey).digest('hex');
  return `${partner.baseUrl}/${objectKey}?sig=${sig}`;
}

export function objectKeyFor(fileName) {
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.')) : '';
  return `${new Date().toISOString().slice(0, 10)}/${randomUUID()}${extension}`;
}

export function cacheTag(objectKey, version) {
  return createHash('sha1').update(`${NAMESPACE}|${objectKey}|${version}`).digest('hex').slice(0, 16);
}

export function shardFor(objectKey, shards = 16) {
  const digest = createHash('sha256').update(objectKey).digest();
  return digest.readUInt32BE(0) % shards;
}
