import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A fake Chatwork API v2 on loopback for tests (the functions' node --test suites and the
 * Playwright specs). Dependency-free on purpose. It answers GET /me, /rooms and
 * /rooms/{id}/messages?force=1 per token, and POST /rooms/{id}/messages (a form body `body=...`,
 * recorded in `posts` and added to the room), counts a 5-minute budget per token with
 * Chatwork's x-ratelimit-* headers and answers 429 when it is spent, 401 for an unknown token,
 * 404 for a room the token's account is not in.
 */
export interface FakeAccount {
  account_id: number;
  name: string;
  avatar_image_url: string;
}
export interface FakeMessage {
  message_id: string;
  account: FakeAccount;
  body: string;
  send_time: number;
}
export interface FakeRoom {
  room_id: number;
  name: string;
  last_update_time: number;
  /** An empty list is answered with 204, like Chatwork. */
  messages: FakeMessage[];
}
export interface FakeChatworkUser {
  me: FakeAccount;
  rooms: FakeRoom[];
  /** Requests left in the window (default 300). */
  remaining?: number;
  /** Unix seconds when the window resets (default: now + 300). */
  reset?: number;
  /** Statuses the next POSTs answer with instead of posting (e.g. [429, 500]), first first. */
  failPosts?: number[];
}
export interface FakePost {
  roomId: number;
  token: string;
  body: string;
}
export interface FakeRequest {
  path: string;
  token: string | undefined;
  /** Every header name the client sent, lower case. */
  headerNames: string[];
}
export interface FakeChatwork {
  url: string;
  port: number;
  requests: FakeRequest[];
  /** Messages posted, in order. */
  posts: FakePost[];
  users: Map<string, FakeChatworkUser>;
  /** Milliseconds each answer waits (to test the client's timeout). */
  delayMs: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  const text = status === 204 ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export async function startFakeChatwork(
  users: Record<string, FakeChatworkUser>,
  options: { port?: number; host?: string } = {},
): Promise<FakeChatwork> {
  const state: Omit<FakeChatwork, 'url' | 'port' | 'close'> = {
    requests: [],
    posts: [],
    users: new Map(Object.entries(users)),
    delayMs: 0,
  };

  const handle = (req: IncomingMessage, res: ServerResponse, form: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = req.headers['x-chatworktoken'];
    const tokenValue = Array.isArray(token) ? token[0] : token;
    state.requests.push({
      path: `${url.pathname}${url.search}`,
      token: tokenValue,
      headerNames: Object.keys(req.headers),
    });
    const user = tokenValue ? state.users.get(tokenValue) : undefined;
    if (!user) {
      send(res, 401, { errors: ['Invalid API token'] }, {});
      return;
    }
    const reset = user.reset ?? Math.floor(Date.now() / 1000) + 300;
    const left = user.remaining ?? 300;
    if (left <= 0) {
      send(
        res,
        429,
        { errors: ['Rate limit exceeded'] },
        {
          'x-ratelimit-limit': '300',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(reset),
        },
      );
      return;
    }
    user.remaining = left - 1;
    const limits = {
      'x-ratelimit-limit': '300',
      'x-ratelimit-remaining': String(user.remaining),
      'x-ratelimit-reset': String(reset),
    };
    const roomMatch = /^\/v2\/rooms\/(\d+)\/messages$/.exec(url.pathname);
    if (req.method === 'POST' && roomMatch) {
      const room = user.rooms.find((r) => r.room_id === Number(roomMatch[1]));
      const failure = user.failPosts?.shift();
      if (failure) send(res, failure, { errors: [`Failed with ${failure}`] }, limits);
      else if (!room) send(res, 404, { errors: ['Not found'] }, limits);
      else {
        const body = new URLSearchParams(form).get('body') ?? '';
        const message_id = String(1000 + state.posts.length);
        state.posts.push({ roomId: room.room_id, token: tokenValue!, body });
        room.messages.push({ message_id, account: user.me, body, send_time: 0 });
        send(res, 200, { message_id }, limits);
      }
      return;
    }
    if (req.method !== 'GET') send(res, 405, { errors: ['Method not allowed'] }, limits);
    else if (url.pathname === '/v2/me')
      send(res, 200, { ...user.me, room_id: 1, chatwork_id: '' }, limits);
    else if (url.pathname === '/v2/rooms')
      send(
        res,
        200,
        user.rooms.map(({ messages, ...room }) => ({
          ...room,
          type: 'group',
          role: 'member',
          message_num: messages.length,
        })),
        limits,
      );
    else if (roomMatch) {
      const room = user.rooms.find((r) => r.room_id === Number(roomMatch[1]));
      if (!room) send(res, 404, { errors: ['Not found'] }, limits);
      else if (room.messages.length === 0) send(res, 204, null, limits);
      else
        send(
          res,
          200,
          room.messages.slice(-100).map((m) => ({ ...m, update_time: 0 })),
          limits,
        );
    } else send(res, 404, { errors: ['Not found'] }, limits);
  };

  const server: Server = createServer((req, res) => {
    let form = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (form += chunk));
    req.on('end', () => {
      if (state.delayMs > 0) setTimeout(() => handle(req, res, form), state.delayMs);
      else handle(req, res, form);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake = Object.assign(state, {
    url: `http://127.0.0.1:${port}/v2`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
