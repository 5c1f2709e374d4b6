import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Envelope } from '@portal/kit/contracts';

/** JSON schemas of the one answer shape (see docs/architecture.md, API), for serialisation and OpenAPI. */
const ApiErrorSchema = Type.Object({
  type: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  message: Type.String(),
});

export const ErrorEnvelopeSchema = Type.Object(
  {
    httpCode: Type.Integer(),
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(ApiErrorSchema)),
  },
  { $id: 'ErrorEnvelope', title: 'Error envelope' },
);

function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    httpCode: Type.Integer(),
    message: Type.Optional(Type.String()),
    data,
    errors: Type.Optional(Type.Array(ApiErrorSchema)),
  });
}

/** Every route documents the error envelopes next to its success answer. */
export function responses<T extends TSchema>(success: T) {
  return {
    200: EnvelopeSchema(success),
    '4xx': Type.Ref(ErrorEnvelopeSchema),
    '5xx': Type.Ref(ErrorEnvelopeSchema),
  };
}

/**
 * Sends an envelope whose HTTP status equals httpCode, except 204: HTTP forbids a body there,
 * so it travels as HTTP 200 with httpCode 204 and the client reads the code from the body.
 */
export function sendEnvelope<T>(reply: FastifyReply, envelope: Envelope<T>): FastifyReply {
  return reply.code(envelope.httpCode === 204 ? 200 : envelope.httpCode).send(envelope);
}

/** An error answer: a stable code and its message (already in the request's language). */
export function sendError(
  reply: FastifyReply,
  envelope: Envelope<never> & { code: string; message: string },
): FastifyReply {
  return sendEnvelope(reply, envelope);
}
