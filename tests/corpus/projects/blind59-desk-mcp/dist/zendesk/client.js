var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: !0, configurable: !0, writable: !0, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key != "symbol" ? key + "" : key, value);
class ZendeskError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
    __publicField(this, "name", "ZendeskError");
  }
}
class ZendeskClient {
  constructor({ subdomain, email, apiToken }) {
    __publicField(this, "base");
    __publicField(this, "auth");
    this.base = `https://${subdomain}.zendesk.com/api/v2/`, this.auth = `Basic ${Buffer.from(`${email}/token:${apiToken}`).toString("base64")}`;
  }
  async send(method, path, body) {
    const res = await fetch(new URL(path, this.base), {
      method,
      headers: { authorization: this.auth, "content-type": "application/json", accept: "application/json" },
      body: body === void 0 ? void 0 : JSON.stringify(body)
    });
    if (!res.ok) throw new ZendeskError(res.status, `zendesk ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? void 0 : res.json();
  }
  getTicket(id) {
    return this.send("GET", `tickets/${id}.json`).then((r) => r.ticket);
  }
  mergeTickets(survivorId, duplicateIds, note) {
    return this.send("POST", `tickets/${survivorId}/merge.json`, {
      ids: duplicateIds,
      target_comment: note,
      source_comment: `Merged into #${survivorId}`
    }).then((r) => r.job_status);
  }
  addInternalNote(id, html) {
    return this.send("PUT", `tickets/${id}.json`, { ticket: { comment: { html_body: html, public: !1 } } });
  }
}
export {
  ZendeskClient,
  ZendeskError
};
