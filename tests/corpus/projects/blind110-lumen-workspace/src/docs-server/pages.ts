// In-memory docs page store with edit permission checks, draft publishing and title search.
// @ts-nocheck
export interface Page {
  id: string;
  spaceKey: string;
  title: string;
  liveRevision: number;
  draftRevision: number;
  editors: string[];
}

const pages = new Map<string, Page>([
  ['p-100', { id: 'p-100', spaceKey: 'ENG', title: 'On-call runbook', liveRevision: 14, draftRevision: 15, editors: ['u_kim', 'u_ola'] }],
  ['p-101', { id: 'p-101', spaceKey: 'HR', title: 'Leave policy', liveRevision: 3, draftRevision: 4, editors: ['u_ola'] }],
]);

export function getPage(id: string): Page | undefined {
  return pages.get(id);
}

export function canEdit(page: Page, userId: string): boolean {
  return page.editors.includes(userId);
}

export function publishDraft(id: string, revision: number): Page {
  const page = pages.get(id);
  if (!page) throw new Error(`no page ${id}`);
  page.liveRevision = revision;
  return page;
}

export function search(q: string): Page[] {
  const needle = q.toLowerCase();
  return [...pages.values()].filter((p) => p.title.toLowerCase().includes(needle));
}
