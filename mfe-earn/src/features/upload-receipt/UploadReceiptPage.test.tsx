import type { Receipt } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadReceiptPage } from './UploadReceiptPage';

const RECEIPTS: Receipt[] = [
  { id: 'r-3', date: '2026-11-20T10:00:00.000Z', status: 'rejected', points: null, reason: 'Unreadable photo' },
  { id: 'r-2', date: '2026-11-19T10:00:00.000Z', status: 'approved', points: 60, reason: null },
  { id: 'r-1', date: '2026-11-18T10:00:00.000Z', status: 'pending', points: null, reason: null },
];

const png = (name = 'receipt.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function server(upload: { httpCode: number; message?: string }, valid = true) {
  return fakeApi({
    'GET /s1/userReceipts': { httpCode: 200, data: { content: RECEIPTS, metaData: { totalRecs: 3 } } },
    'POST /s1/user/pre-validation': { httpCode: 200, data: valid ? { valid, token: 'tok' } : { valid } },
    'POST /s1/receipt/upload':
      upload.httpCode === 200
        ? { httpCode: 200, data: { id: 'r-4', status: 'pending', message: 'ok' } }
        : { httpCode: upload.httpCode, code: 'x', message: upload.message ?? 'x' },
  }).calls;
}

const chooser = () => screen.getByLabelText(/^Receipt \(JPEG, PNG or PDF/);

// jsdom has no object URLs; the thumbnails need one per image.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:thumbnail', revokeObjectURL: () => undefined });
});

describe('Upload Receipt', () => {
  it('lists earlier receipts with date, status and id', async () => {
    server({ httpCode: 200 });
    renderPage(<UploadReceiptPage />);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Rejected: Unreadable photo', 'r-3'],
      ['Approved: 60 points', 'r-2'],
      ['Pending review', 'r-1'],
    ]);
  });

  it('writes the points of an approved receipt as the member’s language writes numbers', async () => {
    fakeApi({
      'GET /s1/userReceipts': {
        httpCode: 200,
        data: { content: [{ ...RECEIPTS[1]!, points: 1500 }], metaData: { totalRecs: 1 } },
      },
    });
    renderPage(<UploadReceiptPage />);
    expect(await screen.findByText('Approved: 1,500 points')).toBeInTheDocument();
  });

  it('refuses 6 files, a wrong type and a file over 5 MB before sending anything', async () => {
    const calls = server({ httpCode: 200 });
    renderPage(<UploadReceiptPage />);
    await userEvent.upload(
      chooser(),
      Array.from({ length: 6 }, (_, n) => png(`${n}.png`)),
    );
    expect(await screen.findByText('Error: You can only select a maximum of 5 files.')).toBeInTheDocument();
    await userEvent.upload(chooser(), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Error: Size of the receipt must be less than 5 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a receipt.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file named as a picture that the browser cannot draw, before sending it', async () => {
    const calls = server({ httpCode: 200 });
    renderPage(<UploadReceiptPage />);
    await userEvent.upload(chooser(), png('notes.png'));
    const chosen = screen.getByRole('list', { name: 'Selected files' });
    // The browser's answer to a renamed text file: its thumbnail fails to decode.
    fireEvent.error(chosen.querySelector('img')!);
    expect(await screen.findByText('Select valid image')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a receipt.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says in the member's words what is chosen, and a file taken back out is not sent", async () => {
    const calls = server({ httpCode: 200 });
    renderPage(<UploadReceiptPage />);
    expect(chooser()).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(chooser(), [png('front.png'), png('back.png')]);
    expect(chooser()).toHaveAccessibleDescription('2 files chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(chooser()).toHaveAccessibleDescription('1 file chosen');
    expect(chooser()).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Selected files' })).not.toHaveTextContent('back.png');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Sent, the selection empties.
    await waitFor(() => expect(chooser()).toHaveAccessibleDescription('No file chosen'));
    const form = calls.find((call) => call.url === '/s1/receipt/upload')!.data as FormData;
    expect([form.get('type'), (form.get('image') as File).name]).toEqual(['single', 'front.png']);
  });

  it('checks the programme limit first, then uploads with the token and reloads the list', async () => {
    const calls = server({ httpCode: 200 });
    renderPage(<UploadReceiptPage />);
    await userEvent.upload(chooser(), png());
    expect(screen.getByRole('list', { name: 'Selected files' })).toHaveTextContent('receipt.png');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your receipt was uploaded successfully. We will verify it within 24-48 hours.'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual(['/s1/user/pre-validation', '/s1/receipt/upload']);
    const form = calls.find((call) => call.url === '/s1/receipt/upload')!.data as FormData;
    expect([form.get('type'), form.get('token'), (form.get('image') as File).name]).toEqual([
      'single',
      'tok',
      'receipt.png',
    ]);
    expect(calls.filter((call) => call.url === '/s1/userReceipts')).toHaveLength(2);
  });

  it('says so when the receipt was uploaded before, or the programme limit is reached', async () => {
    server({ httpCode: 409 });
    const { unmount } = renderPage(<UploadReceiptPage />);
    await userEvent.upload(chooser(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('This receipt has already been uploaded. Please upload another receipt.'),
    ).toBeInTheDocument();
    unmount();
    server({ httpCode: 200 }, false);
    renderPage(<UploadReceiptPage />);
    await userEvent.upload(chooser(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You have reached the program limit for rewards.')).toBeInTheDocument();
  });
});
