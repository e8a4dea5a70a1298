import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A fake 国税庁 法人番号システム Web-API (version 4) on loopback for tests. Dependency-free on
 * purpose. GET /4/num?id=…&number=…&type=12 answers the corporations it knows in the registry's
 * XML (count 0 for others), 403 for a wrong application id, and `status` when set (429, 500).
 */
export interface FakeCorporation {
  corporateNumber: string;
  name: string;
  prefectureName: string;
  cityName: string;
  streetNumber: string;
  /** 'YYYY-MM-DD' and the registry's 閉鎖の事由 code. */
  closeDate?: string;
  closeCause?: string;
}

export interface FakeRegistry {
  url: string;
  appId: string;
  corporations: FakeCorporation[];
  requests: URL[];
  status: number | null;
  close(): Promise<void>;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function xmlOf(found: readonly FakeCorporation[]): string {
  const corporations = found.map(
    (c, i) =>
      `<corporation><sequenceNumber>${i + 1}</sequenceNumber><corporateNumber>${c.corporateNumber}</corporateNumber><process>01</process><name>${escape(c.name)}</name><kind>301</kind><prefectureName>${escape(c.prefectureName)}</prefectureName><cityName>${escape(c.cityName)}</cityName><streetNumber>${escape(c.streetNumber)}</streetNumber><closeDate>${c.closeDate ?? ''}</closeDate><closeCause>${c.closeCause ?? ''}</closeCause><latest>1</latest></corporation>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><corporations><lastUpdateDate>2026-11-27</lastUpdateDate><count>${found.length}</count><divideNumber>1</divideNumber><divideSize>1</divideSize>${corporations.join('')}</corporations>`;
}

export async function startFakeRegistry(
  options: { port?: number; appId?: string; corporations?: FakeCorporation[] } = {},
): Promise<FakeRegistry> {
  const registry: Omit<FakeRegistry, 'url' | 'close'> = {
    appId: options.appId ?? 'fake-app-id',
    corporations: options.corporations ?? [],
    requests: [],
    status: null,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    registry.requests.push(url);
    const reply = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(body);
    };
    if (registry.status !== null) return reply(registry.status, '');
    if (url.pathname !== '/4/num') return reply(404, '');
    if (url.searchParams.get('id') !== registry.appId) return reply(403, '');
    const numbers = (url.searchParams.get('number') ?? '').split(',');
    reply(200, xmlOf(registry.corporations.filter((c) => numbers.includes(c.corporateNumber))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(registry, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
