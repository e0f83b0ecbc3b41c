// Small helpers for shaping tool results.
// @ts-nocheck

export function text(message: string, structured?: Record<string, unknown>) {
  return {
    content: [{ type: 'text', text: message }],
    ...(structured ? { structuredContent: structured } : {}),
  };
}

export function fail(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function formatWindow(w): string {
  const from = new Date(w.startsAt).toISOString().slice(0, 16).replace('T', ' ');
  const to = new Date(w.endsAt).toISOString().slice(11, 16);
  return `${w.berthCode} ${from}–${to} UTC (LOA ≤ ${w.maxLoaM} m, draft ≤ ${w.maxDraftM} m) [${w.id}]`;
}
