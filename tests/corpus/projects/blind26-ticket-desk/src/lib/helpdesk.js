'use strict';

const config = require('../config');

class Helpdesk {
  constructor({ baseUrl = config.helpdeskUrl, token = config.helpdeskServiceToken } = {}) {
    this.baseUrl = baseUrl;
    this.token = token;
  }

  async #call(method, path, { body, actor } = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        ...(actor ? { 'x-acting-user': actor } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`helpdesk ${method} ${path}: ${res.status}`);
    return { etag: res.headers.get('etag'), data: res.status === 204 ? null : await res.json() };
  }

  async ticket(id) {
    const { etag, data } = await this.#call('GET', `/api/tickets/${encodeURIComponent(id)}`);
    return { ...data, etag };
  }

  /** Newest comments first, fetched lazily page by page. */
  async *comments(id) {
    let page = 1;
    for (;;) {
      const { data } = await this.#call('GET', `/api/tickets/${encodeURIComponent(id)}/comments?page=${page}`);
      if (data.items.length === 0) return;
      yield* data.items;
      page += 1;
    }
  }

  close(id, { resolution, notifyCustomer, linkedIds }, actor) {
    return this.#call('POST', `/api/tickets/${encodeURIComponent(id)}/close`, {
      body: { resolution, notifyCustomer, linkedIds },
      actor,
    });
  }
}

module.exports = { Helpdesk };
