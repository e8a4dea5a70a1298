import { resolveView } from './view-for-host';

test.each([
  ['promotion.example.com', 'promotion'],
  ['promotion.localhost', 'promotion'],
  ['survey.example.com', 'survey'],
  ['SURVEY.localhost', 'survey'],
  ['localhost', 'admin'],
  ['127.0.0.1', 'admin'],
  ['admin.example.com', 'admin'],
  ['results.example.com', 'response'],
  ['example.com', 'response'],
  ['my-promotion.example.com', 'response'],
] as const)('%s shows the %s view', (hostname, view) => {
  expect(resolveView(hostname)).toBe(view);
});
