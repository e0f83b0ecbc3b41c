// Signs and verifies the JWT-formatted request state used by workbook imports (HS256, ten-minute lifetime).
const { SignJWT, jwtVerify } = require('jose');
const { config } = require('./config');

const ISSUER = 'sheets-inventory-bridge';
const LIFETIME = '10m';
const TYPE = 'state+jwt';

async function signState(claims, { userId, tool }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(config.stateSecret);
}

async function verifyState(token, { userId, tool }) {
  const { payload } = await jwtVerify(token, config.stateSecret, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    subject: userId,
    audience: tool,
    typ: TYPE,
    maxTokenAge: LIFETIME,
  });
  return payload;
}

module.exports = { signState, verifyState };
