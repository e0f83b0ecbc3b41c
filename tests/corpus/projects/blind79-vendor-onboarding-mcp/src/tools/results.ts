// Small helpers for shaping tool results consistently across the onboarding tools.
// @ts-nocheck

export function toolError(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function toolText(text: string, structuredContent?: Record<string, unknown>) {
  return structuredContent
    ? { content: [{ type: 'text', text }], structuredContent }
    : { content: [{ type: 'text', text }] };
}

export function maskIban(iban: string) {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} **** **** ${compact.slice(-4)}`;
}
