import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceiptUploadType } from '@portal/kit/contracts';
import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { limited, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { DomainError } from '../../platform/domain-error';
import { requestLanguage } from '../../platform/messages';
import {
  PreValidationQuerySchema,
  PreValidationSchema,
  ReceiptListQuerySchema,
  ReceiptPageSchema,
  ReceiptUploadedSchema,
} from './schema';
import type { ReceiptService, ReceiptUpload } from './service';
import { MERGED_MAX_BYTES } from './settings';
import { tooBig } from './inspect';
import { whileLive } from '../campaign';

const TAG = ['receipt'];
const FIELD_MAX_BYTES = 8 * 1024;

/** Multipart errors of @fastify/multipart that have a message of ours; the upload's type as far as read. */
const MULTIPART_ERRORS: Record<string, (type: ReceiptUploadType) => DomainError> = {
  FST_REQ_FILE_TOO_LARGE: tooBig,
  FST_FILES_LIMIT: () => new DomainError('receipt.oneFile', 400),
};

function asDomainError(error: unknown, type: ReceiptUploadType): unknown {
  const code = (error as { code?: string }).code;
  const known = code ? MULTIPART_ERRORS[code] : undefined;
  return known ? known(type) : error;
}

/**
 * The spec gives one path to two checks told apart by `?type=`: identity's sign-up check
 * (PRE_REGISTER_RULE) and this module's CHECK_REWARD_CLAIMED. A route constraint on the query's
 * type sends the latter here; every other request keeps reaching identity's route.
 */
const PRE_VALIDATION_TYPE = 'preValidationType';

function addPreValidationTypeConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(PRE_VALIDATION_TYPE)) return;
  app.addConstraintStrategy({
    name: PRE_VALIDATION_TYPE,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (type: string) => (handlers.get(type) ?? null) as never,
        set: (type: string, handler: unknown) => void handlers.set(type, handler),
      };
    },
    deriveConstraint: (request: { url?: string }) =>
      new URL(request.url ?? '/', 'http://localhost').searchParams.get('type') ?? undefined,
    mustMatchWhenDerived: false,
  });
}

const uploadType = (value: string | undefined): ReceiptUploadType => (value === 'multiple' ? 'multiple' : 'single');

/** Reads the form: the fields type, token, captchaVal and the one file `image` (buffered within the limit). */
async function readUpload(request: FastifyRequest): Promise<ReceiptUpload> {
  const fields: Record<string, string> = {};
  let file: ReceiptUpload['file'] | undefined;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'image') await part.toBuffer();
      else file = { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw asDomainError(error, uploadType(fields.type));
  }
  if (!file) throw new DomainError('receipt.missingFile', 400);
  if (!fields.token) throw new DomainError('receipt.tokenInvalid', 403);
  return { type: uploadType(fields.type), token: fields.token, captchaVal: fields.captchaVal || undefined, file };
}

export const receiptRoutes: ApiPlugin<{ service: ReceiptService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);
  addPreValidationTypeConstraint(app);
  await app.register(multipart, {
    limits: { fileSize: MERGED_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: FIELD_MAX_BYTES },
  });

  app.post(
    '/s1/user/pre-validation',
    {
      preHandler: memberOnly,
      config: { ...limited(rateLimitPerMinute), ...whileLive },
      constraints: { [PRE_VALIDATION_TYPE]: 'CHECK_REWARD_CLAIMED' },
      schema: {
        summary: 'Receipt pre-validation (CHECK_REWARD_CLAIMED)',
        description:
          'valid: false once the member reached the receipt limit of 24 hours; else a single-use upload token ' +
          'that expires after 10 minutes.',
        tags: TAG,
        querystring: PreValidationQuerySchema,
        response: responses(PreValidationSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, { httpCode: 200, data: await service.preValidate(requireMember(request).id) }),
  );

  app.post(
    '/s1/receipt/upload',
    {
      preHandler: memberOnly,
      config: { ...limited(rateLimitPerMinute), ...whileLive },
      schema: {
        summary: 'Upload a receipt',
        description:
          'multipart/form-data: type (single: one JPEG, PNG or PDF of at most 5 MB; multiple: a PDF of at most 5 ' +
          'pages and 25 MB merged from several images), image (the file), token (from the pre-validation), ' +
          'captchaVal. The type is read from the bytes; 409 when the same file was uploaded before, 429 once the ' +
          'member reached the receipt limit of 24 hours (whatever tokens they hold).',
        tags: TAG,
        consumes: ['multipart/form-data'],
        response: responses(ReceiptUploadedSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const upload = await readUpload(request);
      const data = await service.upload(member.id, upload, requestLanguage(request.headers['accept-language']));
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/userReceipts',
    {
      preHandler: memberOnly,
      schema: {
        summary: "The member's receipts, newest first",
        tags: TAG,
        querystring: ReceiptListQuerySchema,
        response: responses(ReceiptPageSchema),
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return sendEnvelope(reply, { httpCode: 200, data: await service.list(requireMember(request).id, page, limit) });
    },
  );
};
