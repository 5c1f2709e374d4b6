import { useSession } from '@portal/shared';
import type { LookupResult, PackageCodeResult } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitCodePage } from './SubmitCodePage';

const FLAVORS: LookupResult = {
  PRODUCT_FLOVER: [
    {
      numberOfDigit: 10,
      flover: [
        { id: 'f1', name: 'Cool Mint' },
        { id: 'f2', name: 'Berry' },
      ],
    },
  ],
};

function server(results: PackageCodeResult[]) {
  return fakeApi({
    'POST /s1/lookup': { httpCode: 200, data: FLAVORS },
    'POST /s1/package/validatecode': { httpCode: 200, data: results },
    'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 290, lifetimePoints: 290 } },
  }).calls;
}

const codeInput = (n = 1) => screen.getByLabelText(`Product code ${n}`);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('Submit Code', () => {
  it('asks for a valid length, then a flavour where the length has flavours', async () => {
    const calls = server([]);
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(codeInput(), '1234567');
    await submit();
    expect(await screen.findByText('Product code must be 8,9,10,12 or 14 digits.')).toBeInTheDocument();
    await userEvent.type(codeInput(), '890');
    await submit();
    expect(await screen.findByText('Please select.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/s1/package/validatecode')).toHaveLength(0);
  });

  it('marks a code typed a second time and sends nothing until it is changed', async () => {
    const calls = server([{ code: '123456789012', isValid: true, points: 16, message: 'ok', statusCode: 200 }]);
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(codeInput(), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Add another code' }));
    await userEvent.type(codeInput(2), ' 123456789012 ');
    await submit();
    expect(await screen.findByText('You have already entered this code above.')).toBeInTheDocument();
    expect(codeInput(2)).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput(1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/s1/package/validatecode')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove code 2' }));
    await submit();
    await waitFor(() => expect(calls.filter((call) => call.url === '/s1/package/validatecode')).toHaveLength(1));
  });

  it('shows the flavour list as the code is completed, and asks for a flavour only once the member sends', async () => {
    server([]);
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(codeInput(), '1234567890');
    expect(await screen.findByLabelText('Flavor')).toBeInTheDocument();
    expect(screen.queryByText('Please select.')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Please select.')).toBeInTheDocument();
  });

  it('writes “Add another code” in the colour of links, readable on the white form', async () => {
    server([]);
    renderPage(<SubmitCodePage />);
    const add = await screen.findByRole('button', { name: 'Add another code' });
    expect(getComputedStyle(add).color).toBe('rgb(91, 42, 134)');
  });

  it('sends the codes with their flavour, shows each result and refreshes the balance', async () => {
    const calls = server([
      { code: '1234567890', isValid: true, points: 16, message: 'ok', statusCode: 200 },
      { code: '111111111111', isValid: false, points: 0, message: 'wrong', statusCode: 404 },
      {
        code: '222222222222',
        isValid: false,
        points: 0,
        message: 'This code has already been redeemed',
        statusCode: 409,
      },
      {
        code: '333333333333',
        isValid: false,
        points: 0,
        message: 'Sorry, you have reached the limit for today, please try again tomorrow.',
        statusCode: 429,
      },
    ]);
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(codeInput(), '1234567890');
    await userEvent.selectOptions(screen.getByLabelText('Flavor'), 'Cool Mint');
    for (const [n, code] of [
      [2, '111111111111'],
      [3, '222222222222'],
      [4, '333333333333'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: 'Add another code' }));
      await userEvent.type(codeInput(n), code);
    }
    await submit();
    const results = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(results.map((item) => item.textContent)).toEqual([
      "1234567890Congratulations, you've earned 16 points!",
      '111111111111Oops! It looks like you entered the wrong product code. Please try again.',
      '222222222222Oops! This code has already been redeemed.',
      '333333333333Sorry, you have reached the limit for today, please try again tomorrow.',
    ]);
    expect(calls.find((call) => call.url === '/s1/package/validatecode')?.data).toEqual({
      packageCodes: [
        { code: '1234567890', flavor: 'Cool Mint' },
        { code: '111111111111' },
        { code: '222222222222' },
        { code: '333333333333' },
      ],
    });
    await screen.findAllByText("Congratulations, you've earned 16 points!");
    expect(useSession.getState().pointBalance).toBe(290);
  });

  it('writes the points credited as the member’s language writes numbers', async () => {
    server([{ code: '710047284687', isValid: true, points: 1500, message: 'ok', statusCode: 200 }]);
    renderPage(<SubmitCodePage />, { language: 'es' });
    await userEvent.type(await screen.findByLabelText('Código de producto 1'), '710047284687');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const [result] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(result).toHaveTextContent('710047284687¡Felicidades, has ganado 1500 puntos!');
    server([{ code: '322656512817', isValid: true, points: 12000, message: 'ok', statusCode: 200 }]);
    await userEvent.type(screen.getByLabelText('Código de producto 1'), '322656512817');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('¡Felicidades, has ganado 12.000 puntos!')).not.toHaveLength(0);
  });

  it('speaks the results through a status already in the page, even when every code is refused', async () => {
    const refused: PackageCodeResult = {
      code: '111111111111',
      isValid: false,
      points: 0,
      message: 'wrong',
      statusCode: 404,
    };
    server([refused]);
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(codeInput(), '111111111111');
    await submit();
    const wrong = '111111111111Oops! It looks like you entered the wrong product code. Please try again.';
    await waitFor(() => expect(status).toHaveTextContent(wrong));
    expect(screen.getByRole('status')).toBe(status);
    // The same code again: the status is emptied while sending and filled again, so it is spoken again.
    let emptied = false;
    const watch = new MutationObserver(() => {
      emptied ||= status.textContent === '';
    });
    watch.observe(status, { childList: true, subtree: true });
    await submit();
    await waitFor(() => expect(emptied).toBe(true));
    await waitFor(() => expect(status).toHaveTextContent(wrong));
    watch.disconnect();
  });

  it('shows the lock-out message of a 429', async () => {
    fakeApi({
      'POST /s1/lookup': { httpCode: 200, data: FLAVORS },
      'POST /s1/package/validatecode': {
        httpCode: 429,
        code: 'packageCode.locked',
        message: 'Too many wrong codes. Please try again in 42 minutes.',
      },
    });
    renderPage(<SubmitCodePage />);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(codeInput(), '12345678');
    await submit();
    expect(await screen.findByText('Too many wrong codes. Please try again in 42 minutes.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    server([]);
    renderPage(<SubmitCodePage />, { language: 'fr' });
    expect(await screen.findByLabelText('Code produit 1')).toBeInTheDocument();
  });
});
