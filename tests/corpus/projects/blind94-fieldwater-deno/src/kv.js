// Deno KV access for farms, irrigation zones, schedules and the operations log.
let kvPromise;

export function openKv(path) {
  kvPromise ??= Deno.openKv(path);
  return kvPromise;
}

export async function zonesForUser(kv, userId) {
  const membership = await kv.get(['members', userId]);
  if (!membership.value) return [];
  const zones = [];
  for await (const entry of kv.list({ prefix: ['zones', membership.value.farmId] })) {
    zones.push(entry.value);
  }
  return zones.sort((a, b) => a.name.localeCompare(b.name));
}

export async function userCanOperate(kv, userId, zoneId) {
  const membership = await kv.get(['members', userId]);
  if (!membership.value || membership.value.role === 'viewer') return false;
  const zone = await kv.get(['zones', membership.value.farmId, zoneId]);
  return zone.value !== null;
}

export async function getZone(kv, zoneId) {
  const ref = await kv.get(['zoneIndex', zoneId]);
  if (!ref.value) return null;
  const zone = await kv.get(['zones', ref.value.farmId, zoneId]);
  return zone.value;
}

export async function saveSchedule(kv, zoneId, schedule) {
  const id = crypto.randomUUID();
  await kv
    .atomic()
    .set(['schedules', zoneId, id], { id, zoneId, ...schedule, createdAt: new Date().toISOString() })
    .commit();
  return id;
}

export async function logOperation(kv, entry) {
  const at = new Date().toISOString();
  await kv.set(['oplog', at, crypto.randomUUID()], { at, ...entry }, { expireIn: 1000 * 60 * 60 * 24 * 90 });
}

export async function fertigationRecipes(kv, cropType) {
  const recipes = [];
  for await (const entry of kv.list({ prefix: ['recipes', cropType] })) recipes.push(entry.value);
  return recipes;
}
