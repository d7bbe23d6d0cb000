import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header (a list, maybe weak tags, or '*') names `etag`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * An `onSend` hook for GETs whose answer changes rarely and weighs a lot (the menu): the ETag is a hash of the
 * serialized answer, the browser keeps it (`private`: it depends on the caller's unit) and revalidates each
 * time (`no-cache`), and an unchanged answer goes back as 304 without a body. The answer is still built to be
 * hashed: what is saved is the transfer and the browser's parse.
 */
export async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
