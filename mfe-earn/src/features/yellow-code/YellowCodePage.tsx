import { isSuccess, refreshPointBalance, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  BusyButton,
  Captcha,
  type Errors,
  Field,
  FormCard,
  Notice,
  TitledPage,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitYellowCodes } from './api';
import { YELLOW_CODE_NS } from './translations';
import { YELLOW_CODE_MAX, type YellowCodes, checkCodes, codesToSend } from './yellowRules';

type YellowForm = YellowCodes & { captcha: string };

const EMPTY: YellowForm = { yellowSticker: '', podPack: '', leapDevice: '', captcha: '' };
const FIELDS = ['yellowSticker', 'podPack', 'leapDevice'] as const;

/** Yellow sticker, pod pack and leap device codes: a set grants its reward once. */
export function YellowCodePage() {
  const { t } = useTranslation(YELLOW_CODE_NS);
  const message = useValidationMessage();
  const captchaConfig = useCampaign((state) => state.config?.captchaConfig);
  const captchaOn = Boolean(captchaConfig?.packageCodeCaptcha);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const validate = useCallback(
    (v: YellowForm): Errors<YellowForm> => ({
      yellowSticker: checkCodes(v),
      captcha: captchaOn && !v.captcha ? { key: 'loginCaptcha' } : null,
    }),
    [captchaOn],
  );
  const form = useForm(EMPTY, validate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const body = await submitYellowCodes({
      packageCodes: codesToSend(form.values),
      ...(captchaOn ? { captchaVal: form.values.captcha } : {}),
    });
    setBusy(false);
    if (isSuccess(body) && body.data) {
      setOutcome(body.data.message);
      toast.success(body.data.message);
      form.reset(EMPTY);
      void refreshPointBalance();
      return;
    }
    setOutcome(null);
    toast.error(body.message ? `${t('failed')} ${body.message}` : t('failed'));
  }

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
        {FIELDS.map((field) => (
          <Field
            key={field}
            label={t(field)}
            autoComplete="off"
            maxLength={YELLOW_CODE_MAX}
            value={form.values[field]}
            error={field === 'yellowSticker' ? message(form.visibleError('yellowSticker')) : undefined}
            onValue={(value) => form.set(field, value.slice(0, YELLOW_CODE_MAX))}
          />
        ))}
        {captchaOn && (
          <Captcha config={captchaConfig} action="yellowcode" onToken={(token) => form.set('captcha', token)} />
        )}
        {captchaOn && form.visibleError('captcha') && <p role="alert">{t('captchaRequired')}</p>}
        <Notice>{t('onceNote')}</Notice>
        <Actions>
          <BusyButton type="submit" busy={busy}>
            {busy ? t('submitting') : t('submit')}
          </BusyButton>
        </Actions>
        {outcome && <p role="status">{outcome}</p>}
      </FormCard>
    </TitledPage>
  );
}
