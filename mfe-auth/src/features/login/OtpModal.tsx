import { isSuccess, toast } from '@portal/shared';
import { Actions, BusyButton, Field, Modal, type SignInResult } from '@portal/kit';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyOtp } from './api';
import { minutesSeconds, useCountdown } from './useCountdown';
import { LOGIN_NS } from './translations';

interface Props {
  memberId: string;
  length: number;
  waitSeconds: number;
  onSignedIn: (result: SignInResult) => void;
  onClose: () => void;
  /** At zero the page reloads (docs/product/identity.md, OTP verification); tests pass their own. */
  onExpired?: () => void;
}

/** The OTP step after a 204 sign-in: the mailed code, a countdown, Validate at full length only. */
export function OtpModal({ memberId, length, waitSeconds, onSignedIn, onClose, onExpired }: Props) {
  const { t } = useTranslation(LOGIN_NS);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const expire = useCallback(() => (onExpired ? onExpired() : window.location.reload()), [onExpired]);
  const left = useCountdown(waitSeconds, expire);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== length || busy) return;
    const input = event.currentTarget.querySelector('input');
    setBusy(true);
    const body = await verifyOtp({ data: memberId, otp: code });
    setBusy(false);
    if (isSuccess(body) && body.data) {
      toast.success(t('otp.success'));
      onSignedIn(body.data);
    } else {
      // Said at the field, which is marked invalid and takes focus back, so the member can type again at once.
      // A limit reached is said as the server words it (how long to wait, or to sign in again): any code
      // typed then is refused, the right one too, and "Invalid OTP" would send the member guessing.
      setRefusal(body.httpCode === 429 && body.message ? body.message : t('otp.invalid'));
      input?.focus();
      input?.select();
    }
  }

  return (
    <Modal title={t('otp.title')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('otp.lead', { count: length })}</p>
        <Field
          label={t('otp.label')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          error={refusal ?? undefined}
          onValue={(value) => {
            setRefusal(null);
            setCode(value.replace(/\D/g, '').slice(0, length));
          }}
        />
        {/* Not a live region: a screen reader would speak it every second. At zero the page reloads. */}
        <p>{t('otp.expiresIn', { time: minutesSeconds(Math.max(0, left)) })}</p>
        <Actions>
          <BusyButton type="submit" disabled={code.length !== length} busy={busy}>
            {t('otp.validate')}
          </BusyButton>
        </Actions>
      </form>
    </Modal>
  );
}
