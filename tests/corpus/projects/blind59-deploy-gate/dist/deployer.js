"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deployer = exports.DeployerClient = void 0;
const config_1 = require("./config");
class DeployerClient {
    base;
    token;
    constructor(base, token) {
        this.base = base;
        this.token = token;
    }
    async call(method, path, body) {
        const res = await fetch(new URL(path, this.base), {
            method,
            headers: {
                authorization: `Bearer ${this.token}`,
                accept: "application/json",
                ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) {
            throw new Error(`deployer ${method} ${path}: ${res.status}`);
        }
        return (await res.json());
    }
    current(service) {
        return this.call("GET", `/v1/services/${encodeURIComponent(service)}/current`);
    }
    revision(service, revision) {
        return this.call("GET", `/v1/services/${encodeURIComponent(service)}/revisions/${encodeURIComponent(revision)}`);
    }
    releases(service, after, limit) {
        const q = new URLSearchParams({ limit: String(limit) });
        if (after) {
            q.set("after", after);
        }
        return this.call("GET", `/v1/services/${encodeURIComponent(service)}/releases?${q}`);
    }
    preflight(service, revision, environment) {
        return this.call("POST", `/v1/services/${encodeURIComponent(service)}/preflight`, { revision, environment });
    }
    rollback(service, revision, opts) {
        return this.call("POST", `/v1/services/${encodeURIComponent(service)}/rollback`, { revision, ...opts });
    }
    promote(service, revision, environment, opts) {
        return this.call("POST", `/v1/services/${encodeURIComponent(service)}/promote`, { revision, environment, ...opts });
    }
    manifest(service) {
        return this.call("GET", `/v1/services/${encodeURIComponent(service)}/manifest`);
    }
}
exports.DeployerClient = DeployerClient;
exports.deployer = new DeployerClient(config_1.config.deployApi, config_1.config.deployerToken);
//# sourceMappingURL=deployer.js.map
