import 'server-only';
import type { Note } from '@prisma/client';
import type { ExportFormat } from './export-cursor';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function renderExport(notes: Note[], format: ExportFormat): Promise<string> {
  switch (format) {
    case 'html':
      return notes.map((n) => `<article><h2>${escapeHtml(n.title)}</h2>${n.bodyHtml}</article>`).join('\n');
    case 'pdf':
      // PDF rendering happens in the browser; the MCP tool returns markdown with a hint.
      return `<!-- render as PDF -->\n${notes.map((n) => `# ${n.title}\n\n${n.bodyMarkdown}`).join('\n\n')}`;
    default:
      return notes.map((n) => `# ${n.title}\n\n${n.bodyMarkdown}`).join('\n\n');
  }
}
