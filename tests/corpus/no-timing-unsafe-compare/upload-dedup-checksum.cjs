// Models a CommonJS upload service that deduplicates files by SHA-256 checksum and compares git commit SHAs and config keys.
const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(execFile);
const STORE = process.env.UPLOAD_DIR || '/var/uploads';
const config = { secretName: process.env.SECRET_NAME || 'dev', bucket: process.env.BUCKET };

async function checksumOf(file) {
  const hash = crypto.createHash('sha256');
  hash.update(await fs.readFile(file));
  return hash.digest('hex');
}

async function storeUpload(tmpFile, index) {
  const digest = await checksumOf(tmpFile);
  const existing = index.find((entry) => entry.sha256 === digest);
  if (existing !== undefined) {
    await fs.unlink(tmpFile);
    return { path: existing.path, duplicate: true };
  }
  const target = path.join(STORE, digest.slice(0, 2), digest);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(tmpFile, target);
  index.push({ sha256: digest, path: target });
  return { path: target, duplicate: false };
}

async function verifyDownload(file, expectedChecksum) {
  const actual = await checksumOf(file);
  if (actual !== expectedChecksum) {
    throw new Error(`checksum mismatch for ${file}: ${actual} != ${expectedChecksum}`);
  }
}

async function isUpToDate(repoDir) {
  const { stdout: localHead } = await run('git', ['rev-parse', 'HEAD'], { cwd: repoDir });
  const { stdout: remoteHead } = await run('git', ['rev-parse', '@{u}'], { cwd: repoDir });
  return localHead.trim() === remoteHead.trim();
}

function commitMatches(deployment, commit) {
  return deployment.commitSha === commit.sha || deployment.commitSha.startsWith(commit.sha.slice(0, 7));
}

function bucketFor(environment) {
  if (config.secretName === 'prod' && environment !== 'production') {
    throw new Error('production secrets are only available to production');
  }
  return config.secretName === 'prod' ? config.bucket : `${config.bucket}-${config.secretName}`;
}

module.exports = { checksumOf, storeUpload, verifyDownload, isUpToDate, commitMatches, bucketFor };
