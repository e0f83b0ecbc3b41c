import pino from 'pino';
import client from 'prom-client';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.accessToken', '*.refreshToken'],
});

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const toolCalls = new client.Counter({
  name: 'fleet_mcp_tool_calls_total',
  help: 'MCP tool calls by tool and outcome',
  labelNames: ['tool', 'outcome'],
  registers: [registry],
});

const toolLatency = new client.Histogram({
  name: 'fleet_mcp_tool_duration_seconds',
  help: 'MCP tool call latency',
  labelNames: ['tool'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export async function withMetrics(tool, fn) {
  const end = toolLatency.startTimer({ tool });
  try {
    const result = await fn();
    const outcome = result?.resultType === 'input_required' ? 'input_required' : result?.isError ? 'error' : 'ok';
    toolCalls.inc({ tool, outcome });
    return result;
  } catch (err) {
    toolCalls.inc({ tool, outcome: 'exception' });
    logger.error({ err, tool }, 'mcp tool failed');
    throw err;
  } finally {
    end();
  }
}

export function requestLogger(req, res, next) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms }, 'http');
  });
  next();
}
