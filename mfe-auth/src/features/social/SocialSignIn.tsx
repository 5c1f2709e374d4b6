import { toast, useCampaign } from '@portal/shared';
import { Button, type SignInResult, type SocialRegistrationNeeded } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { socialSignIn } from './api';
import { CompleteRegistrationModal } from './CompleteRegistrationModal';
import { configuredProviders, readSocialReturn, startSocialSignIn } from './providers';
import { LOGIN_NS } from '../login/translations';
import { SOCIAL_NS } from './translations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Buttons of the providers whose client id the campaign holds, and the return from a provider. */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation(SOCIAL_NS);
  const config = useCampaign((state) => state.config);
  const [registration, setRegistration] = useState<SocialRegistrationNeeded | null>(null);
  const providers = configuredProviders(config);

  useEffect(() => {
    const answer = readSocialReturn(window.location.hash);
    if (!answer) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    void socialSignIn(answer).then((body) => {
      if (body.httpCode === 202 && body.data && 'registrationToken' in body.data) return setRegistration(body.data);
      if (body.httpCode === 200 && body.data && 'accessToken' in body.data) {
        toast.success(t('otp.success', { ns: LOGIN_NS }));
        return onSignedIn(body.data);
      }
      toast.error(body.httpCode === 403 ? t('suspended', { ns: LOGIN_NS }) : (body.message ?? t('somethingWentWrong')));
    });
  }, [onSignedIn, t]);

  return (
    <>
      {providers.length > 0 && (
        <Row aria-label={t('title')} role="group">
          {providers.map((provider) => (
            <Button
              key={provider}
              type="button"
              $variant="secondary"
              onClick={() => startSocialSignIn(provider, config!.authentication[provider]!.clientId)}
            >
              {t(`${provider}`)}
            </Button>
          ))}
        </Row>
      )}
      {registration && (
        <CompleteRegistrationModal
          registration={registration}
          onSignedIn={onSignedIn}
          onClose={() => setRegistration(null)}
        />
      )}
    </>
  );
}
