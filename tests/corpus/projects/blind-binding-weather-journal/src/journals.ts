// Models the journal storage layer (per-user journals in a SQLite-like store).
// @ts-nocheck
type Entry = { location: string; conditions: string; note?: string; at: string };

const journals = new Map<string, { owner: string; entries: Entry[] }>();

export async function journalsOwnedBy(userId: string) {
  return [...journals.entries()].filter(([, j]) => j.owner === userId).map(([id]) => id);
}

export async function appendEntry(journalId: string, entry: Entry) {
  const journal = journals.get(journalId);
  if (!journal) throw new Error(`no journal ${journalId}`);
  journal.entries.push(entry);
  return journal.entries.length;
}

export async function entriesForWeek(journalId: string, weekOf: string) {
  const start = Date.parse(weekOf);
  const end = start + 7 * 24 * 3600 * 1000;
  return (journals.get(journalId)?.entries ?? []).filter(e => {
    const t = Date.parse(e.at);
    return t >= start && t < end;
  });
}

export async function currentConditions(location: string) {
  const res = await fetch(`https://api.open-meteo.example/v1/current?q=${encodeURIComponent(location)}`);
  const body = await res.json();
  return `${body.temperature}°C, ${body.summary}`;
}
