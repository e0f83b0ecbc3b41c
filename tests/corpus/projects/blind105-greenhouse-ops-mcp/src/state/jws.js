// Compact JWS (HS256) requestState for schedule changes: subject, audience set to the tool, ten-minute expiry, argument digest.
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const STATE_TYP = 'mcp-state+jwt';

export const argsDigest = (args) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(args).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

export const makeJwsState = ({ stateJwsKey, issuer }) => ({
  mint: (userId, tool, args, details = {}) =>
    new SignJWT({ ...details, args: argsDigest(args) })
      .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
      .setIssuer(issuer)
      .setSubject(userId)
      .setAudience(tool)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(stateJwsKey),

  open: async (token, userId, tool, args) => {
    try {
      const { payload } = await jwtVerify(String(token), stateJwsKey, {
        algorithms: ['HS256'],
        issuer,
        audience: tool,
        typ: STATE_TYP,
        maxTokenAge: '10m',
      });
      if (payload.sub !== userId) return { ok: false, error: 'this confirmation belongs to another grower' };
      if (payload.args !== argsDigest(args)) return { ok: false, error: 'the schedule changed after you confirmed it' };
      return { ok: true, value: payload };
    } catch {
      return { ok: false, error: 'this confirmation is invalid or has expired; start again' };
    }
  },
});
