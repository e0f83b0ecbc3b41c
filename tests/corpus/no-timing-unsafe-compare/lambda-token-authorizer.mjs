// Models an AWS Lambda REQUEST authorizer (ESM) that checks an API token with safeEqual from eslint-plugin-mcp-state/seal.
import { safeEqual } from 'eslint-plugin-mcp-state/seal';

const ALLOWED_STAGES = new Set(['prod', 'staging']);

function policy(principalId, effect, resource, context = {}) {
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
    },
    context,
  };
}

function tokenFrom(event) {
  if (event.type === 'TOKEN') {
    return event.authorizationToken ?? '';
  }
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (typeof header !== 'string') {
    return '';
  }
  const [scheme, value] = header.split(' ');
  return scheme === 'Bearer' && value !== undefined ? value : '';
}

export const handler = async (event) => {
  const stage = event.requestContext?.stage;
  if (stage !== undefined && !ALLOWED_STAGES.has(stage)) {
    return policy('anonymous', 'Deny', event.methodArn);
  }

  const token = tokenFrom(event);
  if (token === '') {
    return policy('anonymous', 'Deny', event.methodArn);
  }

  if (safeEqual(token, process.env.API_TOKEN ?? '')) {
    return policy('service', 'Allow', event.methodArn, { tier: 'internal' });
  }
  if (process.env.PARTNER_API_TOKEN && safeEqual(token, process.env.PARTNER_API_TOKEN)) {
    return policy('partner', 'Allow', event.methodArn, { tier: 'partner' });
  }
  return policy('anonymous', 'Deny', event.methodArn);
};
