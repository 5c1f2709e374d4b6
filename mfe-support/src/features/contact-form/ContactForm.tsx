import { isSuccess, useCampaign, useSession } from '@portal/shared';
import {
  Actions,
  BusyButton,
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
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sendContactMessage } from './api';
import { type ContactValues, memberContactName, toContactMessage, validateContact } from './contactForm';
import { CONTACT_FORM_NAMESPACE } from './translations';

const Stack = styled.div`
  display: grid;
`;

/** The sent message above the form; its space is its own, so the empty status before it takes none. */
const SentNotice = styled(Notice)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * The contact form, open to visitors (docs/product/support.md, Contact form). A signed-in member's
 * name and e-mail are filled in. Every submit starts the captcha over; a sent message also starts
 * the whole form over, with the outcome announced above it: a status always in the page (screen readers
 * seldom speak one that arrives with its text), and focus moved to the message, since the form it was
 * in is new.
 */
export function ContactForm() {
  const { t } = useTranslation(CONTACT_FORM_NAMESPACE);
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const sent = useCallback(() => {
    setOutcome({ kind: 'sent', text: t('sent') });
    setRound((n) => n + 1);
  }, [t]);
  // Each send re-mounts the form, and the focused button with it: focus goes to the message, not the page.
  useEffect(() => {
    if (round > 0) notice.current?.focus();
  }, [round]);
  return (
    <Stack>
      <div role="status">
        {outcome?.kind === 'sent' && (
          <SentNotice ref={notice} $tone="success" tabIndex={-1}>
            {outcome.text}
          </SentNotice>
        )}
      </div>
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
        <BusyButton type="submit" busy={busy}>
          {busy ? t('sending') : t('submit')}
        </BusyButton>
      </Actions>
    </FormCard>
  );
}
