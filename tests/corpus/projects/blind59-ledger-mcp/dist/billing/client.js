"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BillingClient = exports.BillingError = void 0;
exports.forwardedAuth = forwardedAuth;
const undici_1 = require("undici");
const config_1 = require("../config");
class BillingError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
        this.name = "BillingError";
    }
}
exports.BillingError = BillingError;
/**
 * billing-api re-checks scopes itself, so we act as the MCP caller rather than
 * with a service account.
 */
function forwardedAuth(extra) {
    return {
        authorization: `Bearer ${extra.authInfo?.token ?? ""}`,
        "x-acme-client": extra.authInfo?.clientId ?? "unknown",
    };
}
class BillingClient {
    headers;
    base;
    constructor(headers, base = config_1.settings.billingApi) {
        this.headers = headers;
        this.base = base;
    }
    async call(method, path, body) {
        const res = await (0, undici_1.request)(new URL(path, this.base), {
            method,
            headers: { ...this.headers, accept: "application/json", "content-type": "application/json" },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (res.statusCode >= 400) {
            throw new BillingError(res.statusCode, `billing-api ${method} ${path}: ${res.statusCode} ${await res.body.text()}`);
        }
        return (await res.body.json());
    }
    getInvoice(id) {
        return this.call("GET", `/v2/invoices/${encodeURIComponent(id)}`);
    }
    listInvoices(period) {
        return this.call("GET", `/v2/invoices?period=${encodeURIComponent(period)}&limit=500`).then((page) => page.data);
    }
    refund(invoiceId, amountCents, reason) {
        return this.call("POST", `/v2/invoices/${encodeURIComponent(invoiceId)}/refunds`, {
            amount_cents: amountCents,
            reason,
        });
    }
    /** Short-lived session with the customer's accounting provider (OAuth on their side). */
    async openIntegrationSession(target) {
        const res = await this.call("POST", `/v2/integrations/${encodeURIComponent(target)}/sessions`, {});
        return {
            tenantId: res.tenant_id,
            tenantName: res.tenant_name,
            accessToken: res.access_token,
            expiresAt: Date.parse(res.expires_at),
        };
    }
    exportInvoices(session, invoiceIds) {
        return this.call("POST", "/v2/exports", {
            tenant_id: session.tenantId,
            access_token: session.accessToken,
            invoice_ids: invoiceIds,
        });
    }
}
exports.BillingClient = BillingClient;
//# sourceMappingURL=client.js.map
