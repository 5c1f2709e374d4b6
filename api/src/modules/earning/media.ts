import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain-error';

/**
 * Files of the demo activities (the own-file video, the PDF), in api/media: the same folder from
 * src/ and from dist/, and copied into the image beside dist.
 */
const MEDIA_DIR = path.resolve(__dirname, '..', '..', '..', 'media');
const TYPES: Record<string, string> = { '.webm': 'video/webm', '.pdf': 'application/pdf' };

export const MEDIA_FILE_PATTERN = '^[a-z0-9-]+\\.(webm|pdf)$';

/** Sends the file whole or the byte range asked for (video elements seek with ranges). */
export async function sendMedia(reply: FastifyReply, file: string, range: string | undefined): Promise<FastifyReply> {
  const body = await readFile(path.join(MEDIA_DIR, path.basename(file))).catch(() => null);
  if (!body) throw new DomainError('earning.mediaNotFound', 404);
  reply
    .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=86400');
  const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return reply.send(body);
  const size = body.length;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] !== '' && match[2] !== '' ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start > end || start >= size) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .send(body.subarray(start, end + 1));
}
