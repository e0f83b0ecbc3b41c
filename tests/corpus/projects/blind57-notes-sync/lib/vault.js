'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const os = require('node:os');
const { randomUUID } = require('node:crypto');
const matter = require('gray-matter');

const slug = (s) =>
  String(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'untitled';

class Vault {
  constructor(dir) {
    this.dir = path.resolve(dir || path.join(os.homedir(), 'Notes'));
    this.trashDir = path.join(this.dir, '.trash');
  }

  async listNotebooks() {
    const entries = await fs.readdir(this.dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  }

  async writeNote(notebook, title, body, meta = {}) {
    const folder = path.join(this.dir, notebook);
    await fs.mkdir(folder, { recursive: true });
    const file = path.join(folder, `${slug(title)}.md`);
    const id = meta.id || randomUUID();
    await fs.writeFile(file, matter.stringify(body, { id, title, ...meta }), 'utf8');
    return { id, file };
  }

  async *notes() {
    for (const notebook of await this.listNotebooks()) {
      const folder = path.join(this.dir, notebook);
      for (const name of await fs.readdir(folder)) {
        if (!name.endsWith('.md')) continue;
        const file = path.join(folder, name);
        const parsed = matter(await fs.readFile(file, 'utf8'));
        const stat = await fs.stat(file);
        yield { file, notebook, data: parsed.data, content: parsed.content, mtime: stat.mtimeMs };
      }
    }
  }

  async findByTag(tag, { olderThanDays } = {}) {
    const cutoff = olderThanDays ? Date.now() - olderThanDays * 86_400_000 : Infinity;
    const hits = [];
    for await (const note of this.notes()) {
      const tags = Array.isArray(note.data.tags) ? note.data.tags : [];
      if (tags.includes(tag) && note.mtime < cutoff) {
        hits.push({ id: note.data.id, title: note.data.title || path.basename(note.file, '.md'), file: note.file });
      }
    }
    return hits;
  }

  async byIds(ids) {
    const wanted = new Set(ids);
    const found = [];
    for await (const note of this.notes()) {
      if (wanted.has(note.data.id)) found.push(note);
    }
    return found;
  }

  async trash(ids) {
    await fs.mkdir(this.trashDir, { recursive: true });
    const notes = await this.byIds(ids);
    for (const note of notes) {
      await fs.rename(note.file, path.join(this.trashDir, `${Date.now()}-${path.basename(note.file)}`));
    }
    return notes.length;
  }

  async exportBundle(ids, format) {
    const notes = await this.byIds(ids);
    const outDir = path.join(os.homedir(), 'Downloads');
    const out = path.join(outDir, `notes-export-${new Date().toISOString().slice(0, 10)}.${format === 'json' ? 'json' : 'md'}`);
    const body =
      format === 'json'
        ? JSON.stringify(notes.map((n) => ({ ...n.data, content: n.content })), null, 2)
        : notes.map((n) => `# ${n.data.title}\n\n${n.content.trim()}\n`).join('\n---\n\n');
    await fs.writeFile(out, body, 'utf8');
    return { out, count: notes.length };
  }
}

module.exports = { Vault };
