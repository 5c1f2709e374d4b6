import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YellowCodePage } from './YellowCodePage';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('yellow sticker codes', () => {
  it('asks for at least one code and sends only the filled ones', async () => {
    const { calls } = fakeApi({
      'POST /s1/package/yellow-sticker': {
        httpCode: 200,
        data: { points: 50, pointBalance: 300, message: "Congratulations, you've earned 50 points!" },
      },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 300, lifetimePoints: 300 } },
    });
    renderPage(<YellowCodePage />);
    expect(screen.getByText('Note: each reward can be redeemed only once.')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Enter at least one code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Leap device code'), ' LD-AAAA-BBBB ');
    await submit();
    expect(await screen.findAllByText("Congratulations, you've earned 50 points!")).not.toHaveLength(0);
    expect(calls.find((call) => call.url === '/s1/package/yellow-sticker')?.data).toEqual({
      packageCodes: ['LD-AAAA-BBBB'],
    });
  });

  it('says what went wrong on a refusal', async () => {
    fakeApi({
      'POST /s1/package/yellow-sticker': {
        httpCode: 409,
        code: 'yellowSticker.alreadyRewarded',
        message: 'This reward can be redeemed only once',
      },
    });
    renderPage(<YellowCodePage />);
    await userEvent.type(screen.getByLabelText('Yellow sticker code'), 'YS-AAAA-BBBB');
    await submit();
    expect(
      await screen.findByText('Error! Something went wrong. This reward can be redeemed only once'),
    ).toBeInTheDocument();
  });

  // Last: it leaves the campaign's captcha on.
  it('asks for the captcha in the page’s own words when the campaign turns it on, and sends nothing', async () => {
    const { calls } = fakeApi({});
    renderPage(<YellowCodePage />, {
      campaign: { ...DEMO_CAMPAIGN, captchaConfig: { ...DEMO_CAMPAIGN.captchaConfig, packageCodeCaptcha: true } },
    });
    await userEvent.type(screen.getByLabelText('Yellow sticker code'), 'YS-AAAA-BBBB');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please select captcha$/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
