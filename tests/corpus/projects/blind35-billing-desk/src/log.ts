import pino from 'pino';
import { config } from './config.js';

export const log = pino({
  name: 'billing-desk',
  level: process.env.LOG_LEVEL ?? (config.env === 'production' ? 'info' : 'debug'),
  redact: ['req.headers.authorization', '*.api_key', '*.secretKey'],
});
