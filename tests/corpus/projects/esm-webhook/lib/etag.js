// A cache helper: an ETag is a hash of public content, not a secret.
import { createHash } from 'node:crypto';

export const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`;
