import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferActivity } from './ReferActivity';

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the referral form', () => {
  it('checks each address, sends the distinct ones and shows which were accepted', async () => {
    const { calls } = fakeApi({
      'POST /s2/social/referral': {
        httpCode: 200,
        data: {
          statusList: [
            { id: 'ana@example.com', isValid: true },
            { id: 'member@example.com', isValid: false },
          ],
        },
      },
    });
    renderPage(<ReferActivity />);
    // The status is in the page before any answer, so screen readers speak what fills it.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByText('Enter at least one e-mail address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Friend’s e-mail 1'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Friend’s e-mail 1'));
    await userEvent.type(screen.getByLabelText('Friend’s e-mail 1'), 'ana@example.com');
    for (const [n, email] of [
      [2, 'ANA@example.com'],
      [3, 'member@example.com'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: 'Add another e-mail' }));
      await userEvent.type(screen.getByLabelText(`Friend’s e-mail ${n}`), email);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(status).toHaveTextContent('ana@example.com: Invitation sent'));
    expect(status).toHaveTextContent('member@example.com: Not invited');
    expect(within(status).getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]?.data).toEqual({
      idList: [
        { type: 'email', id: 'ana@example.com' },
        { type: 'email', id: 'member@example.com' },
      ],
    });
  });

  it('offers at most 5 fields', async () => {
    fakeApi({});
    renderPage(<ReferActivity />);
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Add another e-mail' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add another e-mail' })).not.toBeInTheDocument();
  });
});
