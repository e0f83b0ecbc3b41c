// HTTP client for the route-planning service: live ETAs and releasing or re-planning route stops.
import * as R from 'ramda';

export const makeRouting = ({ routingUrl, routingApiKey }) => {
  const call = R.curry(async (method, path, body) => {
    const res = await fetch(new URL(path, routingUrl), {
      method,
      headers: { 'x-api-key': routingApiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`routing ${method} ${path} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  });

  return {
    eta: (deliveryId) => call('GET', `/v1/stops/by-delivery/${encodeURIComponent(deliveryId)}/eta`, undefined),
    replan: (deliveryId) => call('POST', `/v1/stops/by-delivery/${encodeURIComponent(deliveryId)}/replan`, {}),
    releaseStop: (deliveryId) => call('DELETE', `/v1/stops/by-delivery/${encodeURIComponent(deliveryId)}`, undefined),
  };
};
