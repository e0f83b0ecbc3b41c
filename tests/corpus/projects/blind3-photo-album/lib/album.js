'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');

async function hashPhotos(dir) {
  const out = [];
  for (const name of await fs.readdir(dir)) {
    if (!/\.(jpe?g|png|heic)$/i.test(name)) continue;
    const buf = await fs.readFile(path.join(dir, name));
    out.push({ name, digest: createHash('sha256').update(buf).digest() });
  }
  // group identical files next to each other: sort by content digest
  return out.sort((a, b) => Buffer.compare(a.digest, b.digest));
}

function duplicatesOf(photos) {
  const dupes = [];
  for (let i = 1; i < photos.length; i++) {
    if (photos[i].digest.equals(photos[i - 1].digest)) dupes.push(photos[i].name);
  }
  return dupes;
}

module.exports = { hashPhotos, duplicatesOf };
