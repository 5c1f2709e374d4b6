import { useSession } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import IntakeSurveyWidget from './IntakeSurveyWidget';
import { RegistrationSurveyPage } from './RegistrationSurveyPage';

const profile = {
  id: 'm1',
  email: 'ann@store.example',
  refCode: 'r',
  intakeSurveySubmitted: false,
  profileBonusAwarded: false,
  firstName: 'Ann',
  zip: '10001',
};

beforeEach(() =>
  useSession
    .getState()
    .login(
      { id: 'm1', email: 'ann@store.example', name: 'ann@store.example', requestIntakeSurveySubmitted: false },
      { accessToken: 'a.e30.s', refreshToken: 'r' },
    ),
);

describe('the intake survey', () => {
  it('is pre-filled, offers only Male and Female, and marks the session submitted on save', async () => {
    const { calls } = fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: profile },
      'POST /s1/identities/intake-survey': {
        httpCode: 200,
        data: { ...profile, lastName: 'Lee', gender: 'f', intakeSurveySubmitted: true },
      },
    });
    const user = userEvent.setup();
    renderPage(<IntakeSurveyWidget />, { path: '/', campaign: DEMO_CAMPAIGN });
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ann');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'Male', 'Female']);
    await user.type(screen.getByLabelText('Date of Birth'), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getAllByText('Should not be empty.')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.selectOptions(screen.getByLabelText('Gender'), 'f');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useSession.getState().user).toMatchObject({ name: 'Ann Lee', requestIntakeSurveySubmitted: true }),
    );
    expect(calls.at(-1)?.data).toEqual({ firstName: 'Ann', lastName: 'Lee', zip: '10001', gender: 'f' });
  });

  it('goes to the route query parameter after saving on its page', async () => {
    fakeApi({
      'GET /s2/identities/m1': { httpCode: 200, data: { ...profile, lastName: 'Lee', gender: 'f' } },
      'POST /s1/identities/intake-survey': {
        httpCode: 200,
        data: { ...profile, lastName: 'Lee', gender: 'f', intakeSurveySubmitted: true },
      },
    });
    const user = userEvent.setup();
    renderPage(<RegistrationSurveyPage />, {
      path: '/registration-survey?route=%2Fearn-points',
      campaign: DEMO_CAMPAIGN,
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/earn-points'));
  });
});
