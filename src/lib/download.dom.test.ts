import { afterEach, expect, test, vi } from 'vitest';
import { downloadFile } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('clicks a link named after the file and revokes its blob URL only later', async () => {
  vi.useFakeTimers();
  const blobs: Blob[] = [];
  // jsdom has no blob URLs; these stand in for the browser's.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test/1';
  });
  URL.revokeObjectURL = vi.fn();
  const clicked: { download: string; href: string; inDocument: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href, inDocument: this.isConnected });
  });

  downloadFile('survey_a_results.csv', '"a","b"', 'text/csv;charset=utf-8');

  expect(clicked).toEqual([
    { download: 'survey_a_results.csv', href: 'blob:test/1', inDocument: true },
  ]);
  expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  expect(await blobs[0]?.text()).toBe('"a","b"');
  expect(document.querySelector('a[download]')).toBeNull();
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
});
