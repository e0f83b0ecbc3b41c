'use strict';

class CrmClient {
  constructor({ baseUrl, apiKey }) {
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
  }

  async #request(path, { method = 'GET', body, query } = {}) {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries(query || {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    const res = await fetch(url, {
      method,
      headers: { 'x-api-key': this.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) {
      throw new Error(`CRM ${method} ${url.pathname} -> ${res.status}`);
    }
    return res.status === 204 ? null : res.json();
  }

  searchNotes({ ownerId, query, contactId, offset = 0, limit = 20 }) {
    return this.#request('notes/search', { query: { owner_id: ownerId, q: query, contact_id: contactId, offset, limit } });
  }

  contact(id) {
    return this.#request(`contacts/${encodeURIComponent(id)}`);
  }

  findDuplicates(contactId) {
    return this.#request(`contacts/${encodeURIComponent(contactId)}/duplicates`);
  }

  mergeContacts(primaryId, duplicateIds, actorId) {
    return this.#request(`contacts/${encodeURIComponent(primaryId)}/merge`, {
      method: 'POST',
      body: { duplicate_ids: duplicateIds, actor_id: actorId },
    });
  }

  calendarGrant(userId) {
    return this.#request(`users/${encodeURIComponent(userId)}/integrations/google-calendar`);
  }

  startCalendarSync(userId, { calendarIds, refreshToken }) {
    return this.#request(`users/${encodeURIComponent(userId)}/calendar-sync`, {
      method: 'POST',
      body: { calendar_ids: calendarIds, refresh_token: refreshToken },
    });
  }
}

module.exports = { CrmClient };
