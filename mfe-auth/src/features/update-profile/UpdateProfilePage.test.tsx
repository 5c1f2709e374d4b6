import { REFRESH_PATH, useSession } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { UpdateProfilePage } from './UpdateProfilePage';

const profile = {
  id: 'm1',
  email: 'ann@store.example',
  refCode: 'r',
  intakeSurveySubmitted: true,
  profileBonusAwarded: false,
  firstName: 'Ann',
  lastName: 'Lee',
  gender: 'f',
  receiveEmail: false,
  receiveSms: false,
};

const signIn = () =>
  useSession
    .getState()
    .login({ id: 'm1', email: 'ann@store.example', name: 'Ann Lee' }, { accessToken: 'a.e30.s', refreshToken: 'r' });

beforeEach(() => {
  sessionStorage.clear();
  signIn();
});

describe('the profile page', () => {
  it('requires the cell phone, then shows the bonus message of a 201 and refreshes the balance', async () => {
    const { calls } = fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: profile },
      'PUT /s1/user/m1': {
        httpCode: 201,
        message: 'x',
        data: { profile: { ...profile, cellPhone: '+15145550100' }, bonusPoints: 50 },
      },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 50 } },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    const email = await screen.findByLabelText('Email Address');
    expect(email).toHaveValue('ann@store.example');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('The e-mail of your store account. It cannot be changed here.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Should not be empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cell Phone'), '5145550100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Thanks for coming back! You've earned 50 points.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useSession.getState().pointBalance).toBe(50);
    expect(calls.find((call) => call.method === 'PUT')?.data).toMatchObject({
      firstName: 'Ann',
      cellPhone: '+15145550100',
      gender: 'f',
    });
  });

  it('holds a filled zip to the campaign’s configured rule before saving, and saves an empty one', async () => {
    const { calls } = fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': { httpCode: 200, message: 'x', data: { profile, bonusPoints: 0 } },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    const zip = await screen.findByLabelText('Zip Code');
    await user.type(zip, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Should not be less then 4.')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(zip);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });

  it('writes the bonus points as the member’s language writes numbers', async () => {
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': { httpCode: 201, message: 'x', data: { profile, bonusPoints: 1500 } },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 1500 } },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN, language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const toast = await screen.findByText(/Vous avez gagné/);
    expect(toast.textContent).toBe('Merci de votre retour\u00a0! Vous avez gagné 1\u202f500 points.');
  });

  it('greets the member by the first name just saved', async () => {
    useSession.getState().setUser({ ...useSession.getState().user!, firstName: 'Ann' });
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': {
        httpCode: 200,
        message: 'x',
        data: { profile: { ...profile, firstName: 'Zoé', cellPhone: '+15145550100' }, bonusPoints: 0 },
      },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Zoé');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Successfully updated your profile.')).toBeInTheDocument();
    expect(useSession.getState().user).toMatchObject({ firstName: 'Zoé', name: 'Zoé Lee' });
  });

  it("stops each text field at the API's limit, so a long handle or address is saved rather than refused", async () => {
    const { calls } = fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': { httpCode: 200, message: 'x', data: { profile, bonusPoints: 0 } },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(await screen.findByLabelText('TikTok'), 'x'.repeat(120));
    await paste(screen.getByLabelText('City'), 'y'.repeat(70));
    await paste(screen.getByRole('combobox', { name: 'Address' }), 'z'.repeat(210));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Successfully updated your profile.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.data).toMatchObject({
      tiktokHandle: 'x'.repeat(100),
      city: 'y'.repeat(60),
      address: 'z'.repeat(200),
    });
  });

  it('names each refused field by its label after Something went wrong!, never by its API key', async () => {
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': {
        httpCode: 400,
        message: 'x',
        errors: [
          { type: 'birth', message: 'Invalid Birth Date.' },
          { type: 'cellPhone', message: 'Should not be empty.' },
          { type: 'body', message: 'password: is required' },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Something went wrong! Date of Birth: Invalid Birth Date. Cell Phone: Should not be empty. password: is required',
      ),
    ).toBeInTheDocument();
  });

  it('names the refused field in French with French typography', async () => {
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': {
        httpCode: 400,
        message: 'x',
        errors: [{ type: 'cellPhone', message: 'Ne doit pas être vide.' }],
      },
    });
    const user = userEvent.setup();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN, language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const toast = await screen.findByText(/Ne doit pas être vide\./);
    expect(toast.textContent).toBe('Une erreur s’est produite\u00a0! Téléphone mobile\u00a0: Ne doit pas être vide.');
  });

  it('gives back the changes a member had not saved when their session ended, after they sign in again', async () => {
    const { calls } = fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      // The session was revoked meanwhile: the save meets a 401 and the refresh is refused.
      'PUT /s1/user/m1': { httpCode: 401 },
      [`POST ${REFRESH_PATH}`]: { httpCode: 401 },
    });
    const user = userEvent.setup();
    const page = renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Montréal');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    page.unmount();

    signIn();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    expect(await screen.findByLabelText('City')).toHaveValue('Montréal');
    expect(screen.getByLabelText('Cell Phone')).toHaveValue('+15145550100');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session ended before you saved. We kept your changes: check them, then save.',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('keeps nothing when the member changed nothing before the session ended', async () => {
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, cellPhone: '+15145550100' } },
      'PUT /s1/user/m1': { httpCode: 401 },
      [`POST ${REFRESH_PATH}`]: { httpCode: 401 },
    });
    const user = userEvent.setup();
    const page = renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    page.unmount();
    signIn();
    renderPage(<UpdateProfilePage />, { path: '/update-profile', campaign: DEMO_CAMPAIGN });
    expect(await screen.findByLabelText('City')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
