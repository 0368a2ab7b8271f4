// A thread that writes one file made of other files, in order, and answers
// with its sha256 (SnapshotWriter.joinFilesAside, pipeline/publish.ts). A first
// build's change log is some 100 MB of its countries' parts: read, hashed and
// written here, it no longer holds the build's last seconds on one thread.
// Plain JavaScript, so that a bundled build and tsx load it as it is.

import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { target, parts } = workerData;
const hash = createHash('sha256');
const fd = openSync(target, 'w');
try {
  for (const part of parts) {
    const bytes = readFileSync(part);
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    hash.update(bytes);
  }
} finally {
  closeSync(fd);
}
parentPort.postMessage(hash.digest('hex'));
