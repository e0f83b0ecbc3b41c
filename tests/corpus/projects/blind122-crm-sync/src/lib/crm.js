// CRM API client for fetching and merging contacts and importing lead lists.
'use strict';

const { CRM_BASE_URL } = require('./config');

class CrmClient {
  constructor(apiKey = process.env.CRM_API_KEY) {
    if (!apiKey) throw new Error('CRM_API_KEY is required');
    this.apiKey = apiKey;
  }

  async request(path, options = {}) {
    const res = await fetch(`${CRM_BASE_URL}${path}`, {
      ...options,
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
    });
    if (!res.ok) throw new Error(`CRM ${options.method || 'GET'} ${path} failed: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  getContacts(ids) {
    return this.request(`/contacts?ids=${ids.map(encodeURIComponent).join(',')}`);
  }

  mergeContacts(primaryId, duplicateIds) {
    return this.request(`/contacts/${encodeURIComponent(primaryId)}/merge`, {
      method: 'POST',
      body: JSON.stringify({ duplicates: duplicateIds }),
    });
  }

  listSources() {
    return this.request('/lead-sources');
  }

  importLeads(listId, sourceId, mapping) {
    return this.request(`/lead-lists/${encodeURIComponent(listId)}/import`, {
      method: 'POST',
      body: JSON.stringify({ sourceId, mapping }),
    });
  }
}

let shared;
module.exports = {
  CrmClient,
  crm: () => (shared ||= new CrmClient()),
};
