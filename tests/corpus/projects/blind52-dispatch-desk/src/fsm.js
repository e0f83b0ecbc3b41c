import { config } from './config.js';

// Client for the field-service-management vendor's REST API (OAuth client credentials).
class FsmClient {
  #token;
  #tokenExpiresAt = 0;

  async #accessToken() {
    if (this.#token && Date.now() < this.#tokenExpiresAt - 30_000) return this.#token;
    const res = await fetch(`${config.fsm.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.fsm.clientId,
        client_secret: config.fsm.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`FSM token request failed: ${res.status}`);
    const body = await res.json();
    this.#token = body.access_token;
    this.#tokenExpiresAt = Date.now() + body.expires_in * 1000;
    return this.#token;
  }

  async #call(method, path, body, headers = {}) {
    const res = await fetch(`${config.fsm.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.#accessToken()}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`FSM ${method} ${path} failed: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  workOrder(id) {
    return this.#call('GET', `/v2/work-orders/${encodeURIComponent(id)}`);
  }

  technician(id) {
    return this.#call('GET', `/v2/technicians/${encodeURIComponent(id)}`);
  }

  async regionsManagedBy(dispatcherId) {
    const body = await this.#call('GET', `/v2/dispatchers/${encodeURIComponent(dispatcherId)}/regions`);
    return body?.regions ?? [];
  }

  async unassignedJobs(region, { offset, limit }) {
    const body = await this.#call('GET', `/v2/work-orders?status=unassigned&region=${region}&offset=${offset}&limit=${limit}`);
    return body?.items ?? [];
  }

  async availableTechnicians(region) {
    const body = await this.#call('GET', `/v2/technicians?region=${region}&available=true`);
    return body?.items ?? [];
  }

  async availableSlots(workOrderId, { days }) {
    const body = await this.#call('GET', `/v2/work-orders/${workOrderId}/slots?days=${days}`);
    return body?.slots ?? [];
  }

  /** Places a 30-minute hold on a slot. Commit or release it with the hold's session token. */
  holdSlot(workOrderId, slotId) {
    return this.#call('POST', `/v2/work-orders/${workOrderId}/holds`, { slot_id: slotId });
  }

  commitHold(holdId, sessionToken, contact) {
    return this.#call('POST', `/v2/holds/${holdId}/commit`, contact, { 'x-hold-session': sessionToken });
  }

  releaseHold(holdId, sessionToken) {
    return this.#call('DELETE', `/v2/holds/${holdId}`, undefined, { 'x-hold-session': sessionToken });
  }

  reassign(workOrderId, technicianId, meta) {
    return this.#call('POST', `/v2/work-orders/${workOrderId}/assignment`, { technician_id: technicianId, ...meta });
  }

  bulkAssign(workOrderIds, technicianId, meta) {
    return this.#call('POST', '/v2/assignments:batch', { work_order_ids: workOrderIds, technician_id: technicianId, ...meta });
  }
}

export const fsm = new FsmClient();
