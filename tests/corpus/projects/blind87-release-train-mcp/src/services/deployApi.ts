// HTTP client for the internal deploy service (token exchange, plans, rollbacks, freezes).
// @ts-nocheck

export class DeployApiError extends Error {
  constructor(status, detail) {
    super(`deploy-api ${status}: ${detail}`);
    this.status = status;
  }
}

export function createDeployApi(baseUrl, ssoClient) {
  async function call(path, { token, method = 'GET', body } = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new DeployApiError(res.status, await res.text());
    return res.status === 204 ? null : res.json();
  }

  return {
    // RFC 8693 exchange: the user's SSO token for a deploy-service token scoped to that user
    async exchangeToken(subjectToken) {
      const res = await fetch(new URL('/oauth/token', baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${ssoClient.clientId}:${ssoClient.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: subjectToken,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'deploy-api',
        }),
      });
      if (!res.ok) throw new DeployApiError(res.status, 'token exchange refused');
      return res.json();
    },

    currentVersion: (service, env, token) =>
      call(`/v1/services/${encodeURIComponent(service)}/environments/${env}`, { token }),

    planPromotion: (service, version, env, token) =>
      call(`/v1/services/${encodeURIComponent(service)}/plans`, {
        token,
        method: 'POST',
        body: { version, environment: env, strategy: 'canary' },
      }),

    executePlan: (planId, changeTicket, token) =>
      call(`/v1/plans/${encodeURIComponent(planId)}/execute`, {
        token,
        method: 'POST',
        body: { changeTicket: changeTicket ?? null },
      }),

    rollback: (service, env, toVersion, reason, token) =>
      call(`/v1/services/${encodeURIComponent(service)}/rollbacks`, {
        token,
        method: 'POST',
        body: { environment: env, targetVersion: toVersion, reason },
      }),

    setFreeze: (env, until, reason, token) =>
      call(`/v1/environments/${env}/freeze`, { token, method: 'PUT', body: { until, reason } }),
  };
}
