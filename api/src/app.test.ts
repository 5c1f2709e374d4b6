import { captureLog, createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
const log = captureLog();

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
  // Routes that stand for a future module's bugs and debug logging.
  t.app.get('/api/test/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  t.app.post('/api/test/log-body', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'debugging a sign-in');
    return { httpCode: 200 };
  });
});
afterAll(() => t.close());

test('malformed JSON gets a 400 envelope', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/s1/campaign/subset',
    headers: { 'content-type': 'application/json' },
    payload: '{"reqAttributes": ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    httpCode: 400,
    code: 'request.malformedJson',
    message: 'Malformed JSON body.',
    errors: [{ type: 'body', code: 'request.notJson', message: 'The body is not valid JSON.' }],
  });
});

test('an unknown route gets the 404 envelope', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/s1/no-such-call' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ httpCode: 404, code: 'request.routeNotFound', message: 'Route not found.' });
});

test('a route that throws gets a 500 envelope with no internal detail; the log keeps it', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ httpCode: 500, code: 'server.error', message: 'Something went wrong.' });
  expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack|\.ts:/);
  expect(log.lines.join('')).toContain('ECONNREFUSED');
});

test('the OpenAPI document lists every route with its module tag', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const { paths, tags } = response.json() as {
    paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    tags: Array<{ name: string }>;
  };
  const modules = new Set(tags.map((tag) => tag.name));
  const untagged = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.tags?.length !== 1 || !modules.has(operation.tags[0]!))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(Object.keys(paths).length).toBeGreaterThan(50);
  expect(untagged).toEqual([]);
  expect(paths['/api/health']?.get?.tags).toEqual(['system']);
  expect(paths['/api/s1/campaign/mini']?.post).toMatchObject({ tags: ['campaign'], summary: expect.any(String) });
  expect(paths['/api/s1/campaign/subset']?.post?.requestBody).toBeDefined();
});

test('the request log has one line per request and never a secret', async () => {
  const secrets = [
    'Bearer eyJhbGciOiJIUzI1NiJ9.secret',
    'session=abc123cookie',
    'Sup3r$ecretPass',
    'refresh-9f8e7d',
    '123456',
    'reset-tok-42',
  ];
  log.lines.length = 0;
  await t.app.inject({
    method: 'POST',
    url: '/api/test/log-body?token=reset-tok-42&lang=en',
    headers: { authorization: secrets[0], cookie: secrets[1] },
    payload: { username: 'ana', password: secrets[2], refreshToken: secrets[3], otp: secrets[4] },
  });

  const text = log.lines.join('');
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).toContain('[redacted]');

  const requestLines = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
  expect(requestLines).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/api/test/log-body?token=[redacted]&lang=en',
      statusCode: 200,
      responseTimeMs: expect.any(Number),
    }),
  ]);
});

test('a token in the path (a public wheel link) is censored in the request log', async () => {
  log.lines.length = 0;
  await t.app.inject({ method: 'GET', url: '/api/s1/contestx/spin/link-secret-77?lang=en' });
  const requestLines = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
  expect(requestLines).toEqual([expect.objectContaining({ url: '/api/s1/contestx/spin/[redacted]?lang=en' })]);
  expect(log.lines.join('')).not.toContain('link-secret-77');
});
