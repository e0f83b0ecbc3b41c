// HydroCloud controller API client: zones, schedules, valve flushes and soil-moisture readings.
// @ts-nocheck
import got from 'got';
import { settings } from './settings.js';

const api = got.extend({
  prefixUrl: settings.controller.baseUrl,
  headers: { authorization: `Token ${settings.controller.apiKey}`, 'user-agent': 'vinewater-mcp/1.7' },
  timeout: { request: 10_000 },
  retry: { limit: 2, methods: ['GET'] },
  responseType: 'json',
});

export async function zones(siteId: string) {
  const body = await api.get(`sites/${encodeURIComponent(siteId)}/zones`).json();
  return body.zones.map((z) => ({ id: z.id, name: z.name, block: z.block, valveId: z.valve_id, probeId: z.probe_id, areaHa: z.area_ha }));
}

export async function schedule(siteId: string, zoneId: string) {
  const body = await api.get(`sites/${encodeURIComponent(siteId)}/zones/${encodeURIComponent(zoneId)}/schedule`).json();
  return { days: body.days ?? [], startTime: body.start_time ?? null, minutes: body.minutes ?? 0 };
}

export async function replaceSchedule(siteId: string, zoneId: string, next: { days: string[]; startTime: string; minutes: number }) {
  return api
    .put(`sites/${encodeURIComponent(siteId)}/zones/${encodeURIComponent(zoneId)}/schedule`, {
      json: { days: next.days, start_time: next.startTime, minutes: next.minutes },
    })
    .json();
}

export async function flush(siteId: string, valveId: string, durationSec: number) {
  return api
    .post(`sites/${encodeURIComponent(siteId)}/valves/${encodeURIComponent(valveId)}/flush`, { json: { duration_seconds: durationSec } })
    .json();
}

export async function moisture(siteId: string, probeId: string, since: string, pageToken?: string) {
  const searchParams: Record<string, string> = { since, page_size: '96' };
  if (pageToken) searchParams.page_token = pageToken;
  const body = await api.get(`sites/${encodeURIComponent(siteId)}/probes/${encodeURIComponent(probeId)}/readings`, { searchParams }).json();
  return {
    readings: body.readings.map((r) => ({ at: r.timestamp, vwc: r.volumetric_water_content, depthCm: r.depth_cm })),
    nextPageToken: body.next_page_token ?? null,
  };
}
