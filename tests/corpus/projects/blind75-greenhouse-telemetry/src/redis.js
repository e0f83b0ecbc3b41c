// Shared ioredis connection with conservative retry defaults.
import Redis from 'ioredis';

export function connectRedis(url, options = {}) {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableReadyCheck: true,
    lazyConnect: false,
    ...options,
  });
}
