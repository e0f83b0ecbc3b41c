'use strict';

const { Client } = require('@notionhq/client');

let client;

function notion() {
  if (!client) {
    if (!process.env.NOTION_TOKEN) {
      throw new Error('Set NOTION_TOKEN (an internal integration secret) to import from Notion.');
    }
    client = new Client({ auth: process.env.NOTION_TOKEN });
  }
  return client;
}

const plain = (rich = []) => rich.map((r) => r.plain_text).join('');

function blockToMarkdown(block) {
  const b = block[block.type] || {};
  switch (block.type) {
    case 'heading_1':
      return `# ${plain(b.rich_text)}`;
    case 'heading_2':
      return `## ${plain(b.rich_text)}`;
    case 'heading_3':
      return `### ${plain(b.rich_text)}`;
    case 'bulleted_list_item':
      return `- ${plain(b.rich_text)}`;
    case 'numbered_list_item':
      return `1. ${plain(b.rich_text)}`;
    case 'to_do':
      return `- [${b.checked ? 'x' : ' '}] ${plain(b.rich_text)}`;
    case 'code':
      return '```' + (b.language || '') + '\n' + plain(b.rich_text) + '\n```';
    case 'quote':
      return `> ${plain(b.rich_text)}`;
    case 'paragraph':
      return plain(b.rich_text);
    default:
      return '';
  }
}

/** One page of child pages under a Notion page. */
async function childPages(parentId, startCursor) {
  const res = await notion().blocks.children.list({
    block_id: parentId,
    start_cursor: startCursor || undefined,
    page_size: 20,
  });
  return {
    pages: res.results.filter((b) => b.type === 'child_page').map((b) => ({ id: b.id, title: b.child_page.title })),
    next: res.has_more ? res.next_cursor : null,
  };
}

async function pageMarkdown(pageId) {
  const lines = [];
  let cursor;
  do {
    const res = await notion().blocks.children.list({ block_id: pageId, start_cursor: cursor, page_size: 100 });
    for (const block of res.results) lines.push(blockToMarkdown(block));
    cursor = res.has_more ? res.next_cursor : undefined;
  } while (cursor);
  return lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n\n');
}

async function pageTitle(pageId) {
  const page = await notion().pages.retrieve({ page_id: pageId });
  const titleProp = Object.values(page.properties || {}).find((p) => p.type === 'title');
  return titleProp ? plain(titleProp.title) : 'Untitled';
}

module.exports = { childPages, pageMarkdown, pageTitle };
