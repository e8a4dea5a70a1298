import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A fake Chatwork API v2 on loopback for tests (the functions' node --test suites and the
 * Playwright specs). Dependency-free on purpose. It answers GET /me, /rooms and
 * /rooms/{id}/messages?force=1 per token, POST /rooms/{id}/messages (a form body `body=...`,
 * recorded in `posts` and added to the room as sent now), PUT /rooms/{id}/messages/read
 * (recorded in `reads`), POST /rooms/{id}/tasks, GET /my/tasks?status=open and
 * PUT /rooms/{id}/tasks/{task}/status (the user's `tasks`), counts a 5-minute budget per token with
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
  /** The tasks assigned to this user (POST /rooms/{id}/tasks adds those given to them). */
  tasks?: FakeTask[];
  /** Statuses the next POSTs answer with instead of posting (e.g. [429, 500]), first first. */
  failPosts?: number[];
}
export interface FakeTask {
  task_id: number;
  room: { room_id: number; name: string };
  assigned_by_account: FakeAccount;
  message_id: string;
  body: string;
  limit_time: number;
  status: 'open' | 'done';
}
export interface FakeRead {
  roomId: number;
  messageId: string;
  token: string;
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
  /** PUT /rooms/{id}/messages/read calls, in order. */
  reads: FakeRead[];
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
    reads: [],
    users: new Map(Object.entries(users)),
    delayMs: 0,
  };

  /** A request as it arrives: recorded then, so a delayed answer lands in no later test's log. */
  const record = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = req.headers['x-chatworktoken'];
    state.requests.push({
      path: `${url.pathname}${url.search}`,
      token: Array.isArray(token) ? token[0] : token,
      headerNames: Object.keys(req.headers),
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse, form: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = req.headers['x-chatworktoken'];
    const tokenValue = Array.isArray(token) ? token[0] : token;
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
    const readMatch = /^\/v2\/rooms\/(\d+)\/messages\/read$/.exec(url.pathname);
    const tasksMatch = /^\/v2\/rooms\/(\d+)\/tasks$/.exec(url.pathname);
    const statusMatch = /^\/v2\/rooms\/(\d+)\/tasks\/(\d+)\/status$/.exec(url.pathname);
    const roomOf = (match: RegExpExecArray) =>
      user.rooms.find((r) => r.room_id === Number(match[1]));
    const fields = new URLSearchParams(form);
    if (req.method === 'POST' && roomMatch) {
      const room = roomOf(roomMatch);
      const failure = user.failPosts?.shift();
      if (failure) send(res, failure, { errors: [`Failed with ${failure}`] }, limits);
      else if (!room) send(res, 404, { errors: ['Not found'] }, limits);
      else {
        const body = fields.get('body') ?? '';
        const message_id = String(1000 + state.posts.length);
        state.posts.push({ roomId: room.room_id, token: tokenValue!, body });
        room.messages.push({
          message_id,
          account: user.me,
          body,
          send_time: Math.floor(Date.now() / 1000),
        });
        room.last_update_time = Math.floor(Date.now() / 1000);
        send(res, 200, { message_id }, limits);
      }
      return;
    }
    if (req.method === 'PUT' && readMatch) {
      const room = roomOf(readMatch);
      if (!room) send(res, 404, { errors: ['Not found'] }, limits);
      else {
        state.reads.push({
          roomId: room.room_id,
          messageId: fields.get('message_id') ?? '',
          token: tokenValue!,
        });
        send(res, 200, { unread_num: 0, mention_num: 0 }, limits);
      }
      return;
    }
    if (req.method === 'POST' && tasksMatch) {
      const room = roomOf(tasksMatch);
      if (!room) send(res, 404, { errors: ['Not found'] }, limits);
      else {
        const toIds = (fields.get('to_ids') ?? '').split(',').map(Number);
        const task_id = 5000 + (user.tasks?.length ?? 0);
        if (toIds.includes(user.me.account_id))
          (user.tasks ??= []).push({
            task_id,
            room: { room_id: room.room_id, name: room.name },
            assigned_by_account: user.me,
            message_id: '',
            body: fields.get('body') ?? '',
            limit_time: Number(fields.get('limit') ?? 0),
            status: 'open',
          });
        send(res, 200, { task_ids: [task_id] }, limits);
      }
      return;
    }
    if (req.method === 'PUT' && statusMatch) {
      const task = user.tasks?.find(
        (t) => t.task_id === Number(statusMatch[2]) && t.room.room_id === Number(statusMatch[1]),
      );
      if (!task) send(res, 404, { errors: ['Not found'] }, limits);
      else {
        task.status = fields.get('body') === 'done' ? 'done' : 'open';
        send(res, 200, { task_id: task.task_id }, limits);
      }
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v2/my/tasks') {
      const status = url.searchParams.get('status') ?? 'open';
      const tasks = (user.tasks ?? []).filter((t) => t.status === status).slice(0, 100);
      if (tasks.length === 0) send(res, 204, null, limits);
      else send(res, 200, tasks, limits);
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
      const room = roomOf(roomMatch);
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
      record(req);
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
