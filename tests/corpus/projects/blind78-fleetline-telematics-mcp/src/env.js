// Reads the process environment into a frozen configuration object for the fleet MCP service.
import 'dotenv/config';

const num = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

export const env = Object.freeze({
  host: process.env.HOST ?? '0.0.0.0',
  port: num(process.env.PORT, 4100),
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://localhost:27017',
  mongoDb: process.env.MONGO_DB ?? 'fleetline',
  oemBaseUrl: process.env.OEM_API_BASE ?? 'https://api.telematics-oem.example.com/v1',
  webhookSecret: process.env.OEM_WEBHOOK_SECRET,
  stateSecret: process.env.FLEET_STATE_SECRET ?? 'fleetline-state-dev',
  stateTtl: process.env.FLEET_STATE_TTL ?? '8m',
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
