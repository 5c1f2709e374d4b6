import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

const PARTS = [
  ['body', 'body'],
  ['querystring', 'query'],
  ['params', 'params'],
] as const;

/**
 * The first value of a request part that no schema catches but no column can take, with its path:
 * text holding NUL, which PostgreSQL's text refuses, and a number past every limit ("Infinity" in a
 * query, which Ajv's coercion turns into a number that passes `integer`, `minimum` and `maximum`).
 */
function unstorable(value: unknown, path = ''): FastifySchemaValidationError | undefined {
  if (typeof value === 'string' && value.includes('\u0000')) {
    return { keyword: 'pattern', instancePath: path, schemaPath: '', params: {}, message: 'holds NUL' };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { keyword: 'type', instancePath: path, schemaPath: '', params: { type: 'number' }, message: 'not finite' };
  }
  // A file's bytes, were a parser to put them here, are not text, and walking them byte by byte would be slow.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorable(child, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * Input the schemas let through and the database cannot take answers 400 like any schema failure,
 * named by its field, instead of a 500 from PostgreSQL. After validation (so after authentication),
 * on the values as coerced.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [context, part] of PARTS) {
      const problem = unstorable(request[part]);
      if (problem)
        throw Object.assign(new Error('unstorable input'), { validation: [problem], validationContext: context });
    }
  });
}
