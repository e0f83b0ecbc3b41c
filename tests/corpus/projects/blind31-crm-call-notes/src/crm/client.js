import _ from 'lodash';

/**
 * Minimal client for the CRM's v2 REST API. Reads use the service account; writes
 * run with the rep's own API token so notes show up under their name.
 *
 * @constructor
 * @param {{ baseUrl: string, serviceToken: string }} opts
 */
export function CrmClient(opts) {
  this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
  this.serviceToken = opts.serviceToken;
}

CrmClient.prototype._request = function (method, path, token, body) {
  return fetch(this.baseUrl + path, {
    method,
    headers: {
      authorization: 'Token ' + token,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {})
    },
    body: body ? JSON.stringify(body) : undefined
  }).then(function (res) {
    if (!res.ok) {
      const err = new Error('CRM ' + method + ' ' + path + ' -> ' + res.status);
      err.status = res.status;
      throw err;
    }
    return res.status === 204 ? null : res.json();
  });
};

CrmClient.prototype.contact = function (contactId) {
  return this._request('GET', '/contacts/' + encodeURIComponent(contactId), this.serviceToken).then(function (body) {
    return _.pick(body.data, ['id', 'name', 'email', 'owner_id', 'org_name']);
  });
};

CrmClient.prototype.openDeals = function (contactId, repToken) {
  return this._request('GET', '/contacts/' + encodeURIComponent(contactId) + '/deals?status=open', repToken).then(function (body) {
    return _.map(body.data, function (d) {
      return { id: String(d.id), title: d.title, value: d.value };
    });
  });
};

CrmClient.prototype.addNote = function (note, repToken) {
  return this._request('POST', '/notes', repToken, {
    content: note.text,
    person_id: note.contactId,
    deal_id: note.dealId || null
  });
};
