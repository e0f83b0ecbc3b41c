"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.pending = exports.PendingStore = exports.PENDING_TTL_MS = void 0;
const ioredis_1 = __importDefault(require("ioredis"));
const node_crypto_1 = require("node:crypto");
const config_1 = require("../config");
exports.PENDING_TTL_MS = 10 * 60 * 1000;
const PREFIX = "gate:pending:";
const HANDLE = /^[A-Za-z0-9_-]{32}$/;
/**
 * Server-side records for flows that outlive one request (promotions wait on CI).
 * The client only ever holds a random handle; the record itself never leaves Redis.
 */
class PendingStore {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    async put(record) {
        const handle = (0, node_crypto_1.randomBytes)(24).toString("base64url");
        await this.redis.set(PREFIX + handle, JSON.stringify(record), "PX", exports.PENDING_TTL_MS, "NX");
        return handle;
    }
    /** Single use: the record is gone once taken, whether or not the caller accepts it. */
    async take(handle) {
        if (typeof handle !== "string" || !HANDLE.test(handle)) {
            return undefined;
        }
        const raw = await this.redis.getdel(PREFIX + handle);
        return raw === null ? undefined : JSON.parse(raw);
    }
}
exports.PendingStore = PendingStore;
exports.pending = new PendingStore(new ioredis_1.default(config_1.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }));
//# sourceMappingURL=pending.js.map
