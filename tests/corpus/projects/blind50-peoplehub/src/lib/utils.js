// Shared helpers. Anything used by more than one of routes/, jobs/ and mcp/ ends up here.

export const isoDate = (d = new Date()) => d.toISOString().slice(0, 10);

export function businessDaysBetween(fromIso, toIso) {
  let days = 0;
  for (let d = new Date(`${fromIso}T00:00:00Z`); d <= new Date(`${toIso}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) days++;
  }
  return days;
}

export function groupBy(items, keyOf) {
  const out = new Map();
  for (const item of items) {
    const k = keyOf(item);
    if (!out.has(k)) out.set(k, []);
    out.get(k).push(item);
  }
  return out;
}

export const titleCase = (s) => s.replace(/\w\S*/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase());

export function displayName(employee) {
  return employee.preferred_name ? `${employee.preferred_name} ${employee.last_name}` : `${employee.first_name} ${employee.last_name}`;
}

// --- MCP result helpers ------------------------------------------------------------------------------

export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const fail = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function userIdOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('peoplehub MCP tools need an authenticated user');
  return userId;
}

export function confirmSchema(extra = {}) {
  return {
    type: 'object',
    properties: { confirm: { type: 'boolean', title: 'Confirm' }, ...extra },
    required: ['confirm'],
  };
}
