import { isSuccess, useCampaign, useSession } from '@portal/shared';
import {
  Actions,
  Button,
  Captcha,
  contactNameInput,
  ErrorText,
  Field,
  FormCard,
  Notice,
  TextAreaField,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sendContactMessage } from './api';
import { type ContactValues, memberContactName, toContactMessage, validateContact } from './contactForm';
import { CONTACT_FORM_NAMESPACE } from './translations';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * The contact form, open to visitors (docs/product/support.md, Contact form). A signed-in member's
 * name and e-mail are filled in. Every submit starts the captcha over; a sent message also starts
 * the whole form over, with the outcome announced above it.
 */
export function ContactForm() {
  const { t } = useTranslation(CONTACT_FORM_NAMESPACE);
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = useCallback(() => {
    setOutcome({ kind: 'sent', text: t('sent') });
    setRound((n) => n + 1);
  }, [t]);
  return (
    <Stack>
      {outcome?.kind === 'sent' && (
        <Notice $tone="success" role="status">
          {outcome.text}
        </Notice>
      )}
      <ContactFields key={round} onSent={sent} onOutcome={setOutcome} />
    </Stack>
  );
}

function ContactFields({ onSent, onOutcome }: { onSent: () => void; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation(CONTACT_FORM_NAMESPACE);
  const message = useValidationMessage();
  const user = useSession((state) => state.user);
  const captchaConfig = useCampaign((state) => state.config?.captchaConfig);
  const captchaOn = captchaConfig?.supportCaptcha ?? false;
  const validate = useMemo(() => validateContact(captchaOn), [captchaOn]);
  const form = useForm<ContactValues>(
    { name: memberContactName(user), email: user?.email ?? '', message: '', captcha: '' },
    validate,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const { set } = form;
  const onToken = useCallback((token: string) => set('captcha', token), [set]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.attemptSubmit(event)) return;
    setBusy(true);
    setFailure(null);
    onOutcome(null);
    const body = await sendContactMessage(toContactMessage(form.values, captchaOn));
    if (isSuccess(body)) return onSent();
    setBusy(false);
    form.patch({ captcha: '' });
    setCaptchaRound((n) => n + 1);
    setFailure(body.httpCode === 429 && body.message ? body.message : t('failed'));
  }

  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('heading')}>
      <Field
        label={t('name')}
        autoComplete="name"
        maxLength={100}
        value={form.values.name}
        error={message(form.visibleError('name'))}
        onValue={(value) => form.set('name', contactNameInput(value))}
      />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.values.email}
        error={message(form.visibleError('email'))}
        onValue={(value) => form.set('email', value)}
      />
      <TextAreaField
        label={t('message')}
        maxLength={5000}
        value={form.values.message}
        error={message(form.visibleError('message'))}
        onValue={(value) => form.set('message', value)}
      />
      {captchaOn && <Captcha key={captchaRound} config={captchaConfig} action="support" onToken={onToken} />}
      {captchaOn && form.visibleError('captcha') && (
        <ErrorText role="alert">{message(form.visibleError('captcha'))}</ErrorText>
      )}
      {failure && (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </Button>
      </Actions>
    </FormCard>
  );
}
