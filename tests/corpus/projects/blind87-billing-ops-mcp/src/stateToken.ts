// requestState as a short-lived HS256 JWT, plus the input_required result shape used on SDK 1.x.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';

export function createStateTokens(config) {
  const key = new TextEncoder().encode(config.stateSecret);

  async function mint(claims, { userId, tenantId }) {
    return new SignJWT({ ...claims, ten: tenantId })
      .setProtectedHeader({ alg: 'HS256', typ: 'billing-state+jwt' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(config.stateTtl)
      .sign(key);
  }

  async function verify(token, { userId, tenantId }) {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: 'billing-state+jwt',
      subject: userId,
      maxTokenAge: config.stateTtl,
    });
    if (payload.ten !== tenantId) throw new Error('state tenant mismatch');
    return payload;
  }

  return { mint, verify };
}

export function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, content: [], _meta: { requestState } };
}

export function confirmRequest(message, extraProperties = {}) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Confirm' }, ...extraProperties },
        required: ['confirm'],
      },
    },
  };
}

export function acceptedAnswer(extra, key) {
  const response = extra?._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}
