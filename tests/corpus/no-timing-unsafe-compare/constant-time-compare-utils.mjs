// Models a small auth utility package whose constant-time helpers make both timingSafeEqual lengths equal by construction (swap on mismatch, one size for both, hash both), beside look-alikes that still throw on a short input.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const DIGEST = 'sha256';

/**
 * Compares a supplied API key with the expected one without leaking its length through an early return: when the
 * lengths differ the expected buffer is compared with itself and the length test decides.
 */
export function apiKeyMatches(expected, supplied) {
  const expectedBytes = Buffer.from(expected);
  const suppliedBytes = Buffer.from(supplied);
  const candidate = expectedBytes.length === suppliedBytes.length ? suppliedBytes : expectedBytes;
  return timingSafeEqual(expectedBytes, candidate) && expectedBytes.length === suppliedBytes.length;
}

/** The same trick written inline, as in middleware that compares a bearer token. */
export function bearerMatches(configured, header) {
  const want = Buffer.from(configured);
  const got = Buffer.from(String(header ?? '').replace(/^Bearer\s+/i, ''));
  return timingSafeEqual(want, got.length === want.length ? got : want) && got.length === want.length;
}

/** HTTP Basic credentials: both buffers share the user input's byte length, so timingSafeEqual never throws. */
export function basicCredentialMatches(userInput, secret) {
  const userInputLength = Buffer.byteLength(userInput);
  const userInputBuffer = Buffer.alloc(userInputLength, 0, 'utf8');
  userInputBuffer.write(userInput);
  const secretBuffer = Buffer.alloc(userInputLength, 0, 'utf8');
  secretBuffer.write(secret);
  return !!(timingSafeEqual(userInputBuffer, secretBuffer) & (userInputLength === Buffer.byteLength(secret)));
}

/** A fixed-size slot filled with the supplied value, sized by the expected buffer. */
export function slotMatches(expected, supplied) {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const slot = Buffer.alloc(expectedBytes.length);
  slot.write(supplied, 'utf8');
  return timingSafeEqual(expectedBytes, slot) && Buffer.byteLength(supplied) === expectedBytes.length;
}

const fingerprint = (value) => createHash(DIGEST).update(value).digest();

/** Hash both, then compare: two digests of one algorithm are always as long as each other. */
export function passwordMatches(storedPassword, suppliedPassword) {
  return timingSafeEqual(fingerprint(storedPassword), fingerprint(suppliedPassword));
}

/** A webhook signature in hex against the HMAC the server computes with the same algorithm. */
export function webhookSignatureMatches(rawBody, signatureHeader) {
  const expected = createHmac(DIGEST, process.env.WEBHOOK_SECRET).update(rawBody).digest();
  const received = createHash(DIGEST).update(signatureHeader).digest('hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}

/** Look-alike: the swap is inverted, so a short key reaches timingSafeEqual exactly when the lengths differ. */
export function inviteCodeMatches(expected, supplied) {
  const expectedBytes = Buffer.from(expected);
  const suppliedBytes = Buffer.from(supplied);
  const candidate = expectedBytes.length !== suppliedBytes.length ? suppliedBytes : expectedBytes;
  return timingSafeEqual(expectedBytes, candidate); // expect: no-timing-unsafe-compare
}

/** Look-alike: the slot is sized by characters, the expected buffer holds UTF-8 bytes. */
export function nicknameMatches(expected, supplied) {
  const slot = Buffer.alloc(expected.length);
  slot.write(supplied);
  return timingSafeEqual(Buffer.from(expected), slot); // expect: no-timing-unsafe-compare
}

/** Look-alike: a SHA-256 digest against a SHA-512 one is 32 bytes against 64. */
export function checksumMatches(fileContents, publishedChecksum) {
  const published = createHash('sha512').update(publishedChecksum).digest();
  return timingSafeEqual(fingerprint(fileContents), published); // expect: no-timing-unsafe-compare
}

/** Look-alike: only one side is hashed; the client's token keeps its own length. */
export function sessionTokenMatches(storedToken, cookieToken) {
  return timingSafeEqual(fingerprint(storedToken), Buffer.from(cookieToken)); // expect: no-timing-unsafe-compare
}
