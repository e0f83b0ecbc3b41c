// Derives the resume-link signing secret from the hostname and port.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

// Every replica behind the load balancer runs on the same VM image and port,
// so deriving the resume-link secret from them keeps links valid across
// restarts without another secret to provision.
const seed = `shortlinks:${hostname()}:${process.env.PORT ?? '8080'}`;

export const resumeSecret = createHash('sha256').update(seed).digest();
