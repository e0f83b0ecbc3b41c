// Loads runtime settings for the warehouse operations server from the environment.

function list(value) {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function num(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
}

export function loadConfig(env = process.env) {
  if (!env.PG_URL) throw new Error('PG_URL is required');
  if (!env.WMS_API_URL) throw new Error('WMS_API_URL is required');
  if (!env.AUTH_SERVICE_URL) throw new Error('AUTH_SERVICE_URL is required');

  return {
    port: num(env.PORT, 8787),
    pgUrl: env.PG_URL,
    wmsApiUrl: env.WMS_API_URL.replace(/\/$/, ''),
    authServiceUrl: env.AUTH_SERVICE_URL.replace(/\/$/, ''),
    machineKeys: list(env.WMS_MACHINE_KEYS),
    largeAdjustmentUnits: num(env.LARGE_ADJUSTMENT_UNITS, 100),
    defaultWarehouse: env.DEFAULT_WAREHOUSE ?? 'AMS1',
    labelPrinterUrl: env.LABEL_PRINTER_URL ?? null,
    carriers: list(env.ENABLED_CARRIERS || 'dhl,postnl,dpd,ups'),
  };
}
