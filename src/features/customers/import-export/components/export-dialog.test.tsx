import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { GridColumn } from '@/components/grid/types';
import { ToastViewport } from '@/components/ui/toast';
import { customerTableStrings as s } from '../../strings';
import { ExportDialog } from './export-dialog';

interface Row {
  id: string;
  clientName: string;
  memo: string;
}

const columns: GridColumn<Row>[] = [
  { id: 'clientName', header: '顧客名', width: 200, kind: 'text', value: (r) => r.clientName },
  { id: 'memo', header: 'メモ', width: 200, kind: 'text', value: (r) => r.memo },
];

/** 2026/11/24 15:30 in Tokyo: the file is named SA_2026-11-24_1530.csv. */
const NOW = new Date('2026-11-24T06:30:00Z');

/** The files the page saved: downloadFile clicks a link to a blob URL (jsdom has none). */
let saved: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
function recordDownload(event: MouseEvent) {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement) || !link.download) return;
  event.preventDefault(); // jsdom cannot navigate
  saved.push({ name: link.download, blob: blobs.get(link.href)! });
}
beforeEach(() => {
  saved = [];
  // Left in place after the file (a revoke is due 10 s later): jsdom has no blob URLs at all.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  document.addEventListener('click', recordDownload);
});
afterEach(() => document.removeEventListener('click', recordDownload));

function renderDialog(
  rows: Row[],
  goAhead: (rowCount: number) => Promise<void> = async () => undefined,
) {
  const user = userEvent.setup();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <ExportDialog
          open={open}
          onClose={() => setOpen(false)}
          table="SA"
          rows={rows}
          columns={columns}
          goAhead={goAhead}
          now={() => NOW}
        />
        <ToastViewport />
      </>
    );
  }
  render(<Harness />);
  return { user };
}

const shiftJis = () => screen.getByRole('radio', { name: s.formatSjis });
const exportButton = () => screen.getByRole('button', { name: s.exportRun });
const sjisText = async (file: Blob) =>
  new TextDecoder('shift_jis').decode(new Uint8Array(await file.arrayBuffer()));

// Proves: choosing Shift_JIS warns with the count and rows of the characters CP932 lacks, and the
// saved file has '?' in their place.
test('Shift_JIS: characters it cannot hold are counted and named by row, then saved as ?', async () => {
  const { user } = renderDialog([
    { id: 'r1', clientName: '𠮷野家', memo: '' },
    { id: 'r2', clientName: 'ひかり', memo: '' },
    { id: 'r3', clientName: 'あおば', memo: 'よろしく😀' },
  ]);
  expect(screen.getByRole('dialog', { name: s.exportTitle })).toHaveAccessibleDescription(
    s.exportDescription(3, 2),
  );
  await user.click(shiftJis());

  const warning = 'Shift_JISで表せない文字が2文字あり、「?」に置き換えます（1行目、3行目）。';
  // First 確認中..., then the report in the same live region.
  expect(await screen.findByText(warning)).toHaveAttribute('role', 'status');
  expect(s.sjisReplaced(2, '1行目、3行目')).toBe(warning);
  // Back to UTF-8, which holds everything: the warning goes.
  await user.click(screen.getByRole('radio', { name: s.formatUtf8 }));
  expect(screen.queryByText(warning)).not.toBeInTheDocument();

  await user.click(shiftJis());
  await screen.findByText(warning);
  await user.click(exportButton());
  expect(await screen.findByText(s.exported(3))).toBeInTheDocument();
  expect(saved.map((file) => file.name)).toEqual(['SA_2026-11-24_1530.csv']);
  expect(await sjisText(saved[0]!.blob)).toBe(
    '"顧客名","メモ","ID"\r\n"?野家","","r1"\r\n"ひかり","","r2"\r\n"あおば","よろしく?","r3"\r\n',
  );
});

// Proves: CP932's own characters raise no warning and survive the encoding byte for byte.
test('Shift_JIS (Windows-31J): ㈱髙橋﨑 ①～ are kept as they are, with no warning', async () => {
  const { user } = renderDialog([{ id: 'r1', clientName: '㈱髙橋﨑商店', memo: '①～③' }]);
  await user.click(shiftJis());

  // The check runs first (the encoder loads on demand); the button waits for it.
  const status = await screen.findByRole('status');
  await waitFor(() => expect(status.textContent).toBe(''));
  expect(screen.queryByText(/Shift_JISで表せない/)).not.toBeInTheDocument();
  await user.click(exportButton());

  expect(await screen.findByText(s.exported(1))).toBeInTheDocument();
  expect(saved[0]?.blob.type).toBe('text/csv;charset=shift_jis');
  expect(await sjisText(saved[0]!.blob)).toBe(
    '"顧客名","メモ","ID"\r\n"㈱髙橋﨑商店","①～③","r1"\r\n',
  );
});

// Proves: the default export downloads the view as UTF-8 with a BOM under the Tokyo-time name.
test('UTF-8 (the default) saves the view with a BOM, and the dialog closes', async () => {
  const { user } = renderDialog([{ id: 'r1', clientName: '𠮷野家', memo: '=1+1' }]);
  expect(screen.getByRole('radio', { name: s.formatUtf8 })).toBeChecked();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.click(exportButton());

  expect(await screen.findByText(s.exported(1))).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(saved.map((file) => file.name)).toEqual(['SA_2026-11-24_1530.csv']);
  const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Everything is kept; a cell that starts a formula is neutralised (csv-text.ts).
  expect(new TextDecoder().decode(bytes)).toBe(
    '"顧客名","メモ","ID"\r\n"𠮷野家","\'=1+1","r1"\r\n',
  );
});

// Proves: the server's go-ahead comes first (it records the export with its row count); a
// refusal (no export right) saves no file and says the export failed.
test('the export asks the server first; refused, no file is saved', async () => {
  const asked: number[] = [];
  const { user } = renderDialog(
    [
      { id: 'r1', clientName: 'A社', memo: '' },
      { id: 'r2', clientName: 'B社', memo: '' },
    ],
    async (rowCount) => {
      asked.push(rowCount);
      throw new Error('permission-denied');
    },
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(exportButton());
  expect(await screen.findByText(s.exportFailed)).toBeInTheDocument();
  expect(asked).toEqual([2]);
  expect(saved).toEqual([]);
});
