import { Redis } from '@upstash/redis';

// UPSTASH_REDIS_REST_URL / UPSTASH_REDIS_REST_TOKEN
export const redis = Redis.fromEnv();
