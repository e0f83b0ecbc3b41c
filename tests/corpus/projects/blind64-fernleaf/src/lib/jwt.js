import { SignJWT, jwtVerify } from 'jose';

// HS256 helpers shared by everything that hands out a signed value: share links,
// round-trip state, e-mail confirmations. `o` is `{ k, iss, aud, sub, ttl }`;
// `ttl` is a jose duration such as '10m'.

export function sign(data, o) {
  return new SignJWT({ ...data })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(o.iss)
    .setAudience(o.aud)
    .setSubject(o.sub)
    .setIssuedAt()
    .setExpirationTime(o.ttl)
    .sign(o.k);
}

/** The payload when `blob` verifies for `o.aud` (and `o.sub` when given), else null. */
export async function check(blob, o) {
  try {
    const { payload } = await jwtVerify(blob, o.k, {
      algorithms: ['HS256'],
      issuer: o.iss,
      audience: o.aud,
      subject: o.sub,
      maxTokenAge: o.ttl,
    });
    return payload;
  } catch {
    return null;
  }
}

/** Cheap shape test before the real check: three dot-separated parts. */
export const looksSigned = (blob) => typeof blob === 'string' && blob.split('.').length === 3;
