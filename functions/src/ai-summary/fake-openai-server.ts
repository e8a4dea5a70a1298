import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A fake OpenAI-compatible chat-completions API on loopback for tests (the functions' node --test
 * suites and the Playwright spec). Dependency-free on purpose. POST {base}/chat/completions with
 * the right Bearer key answers `choices[0].message.content` = `reply(request)`; a wrong key 401;
 * `status` forces another answer; `delayMs` delays it.
 */
export interface FakeChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: unknown; max_tokens?: unknown; messages?: { role: string; content: string }[] };
}

export interface FakeOpenAi {
  /** The base URL to configure: http://127.0.0.1:{port}/v1 */
  url: string;
  port: number;
  requests: FakeChatRequest[];
  apiKey: string;
  reply: (request: FakeChatRequest) => string;
  /** When set, every answer has this status (and an error body). */
  status: number | null;
  delayMs: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeOpenAi(options: {
  apiKey: string;
  reply?: (request: FakeChatRequest) => string;
  port?: number;
}): Promise<FakeOpenAi> {
  const fake = {
    requests: [] as FakeChatRequest[],
    apiKey: options.apiKey,
    reply: options.reply ?? (() => '要約です。'),
    status: null as number | null,
    delayMs: 0,
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: FakeChatRequest['body'] = {};
      try {
        body = JSON.parse(await readBody(req)) as FakeChatRequest['body'];
      } catch {
        body = {};
      }
      const request: FakeChatRequest = {
        path: url.pathname,
        authorization: req.headers.authorization,
        body,
      };
      fake.requests.push(request);
      if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      if (res.destroyed) return;
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions')
        return send(res, 404, { error: { message: 'not found' } });
      if (req.headers.authorization !== `Bearer ${fake.apiKey}`)
        return send(res, 401, { error: { message: 'Incorrect API key provided' } });
      if (fake.status !== null) return send(res, fake.status, { error: { message: 'forced' } });
      send(res, 200, {
        id: `chatcmpl-${fake.requests.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: fake.reply(request) },
            finish_reason: 'stop',
          },
        ],
      });
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
