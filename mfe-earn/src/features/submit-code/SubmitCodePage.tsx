import { isSuccess, refreshPointBalance, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  BusyButton,
  Captcha,
  type Errors,
  Field,
  FormCard,
  type PackageCodeEntry,
  type PackageCodeResult,
  PRODUCT_CODE_MAX_INPUT,
  SelectField,
  TitledPage,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { submitCodes } from './api';
import { MAX_CODE_INPUTS, checkEntry, flavorsFor, repeatsEarlierCode, resultKind, toSubmission } from './codeRules';
import { CodeRow, LinkButton, ResultItem, ResultList } from './styles';
import { SUBMIT_CODE_NS } from './translations';
import { useFlavors } from './useFlavors';

interface CodeForm {
  entries: PackageCodeEntry[];
  captcha: string;
}

const EMPTY: CodeForm = { entries: [{ code: '', flavor: '' }], captcha: '' };

/** Submit Code: package codes, a flavour where the length has flavours, the optional captcha. */
export function SubmitCodePage() {
  const { t } = useTranslation(SUBMIT_CODE_NS);
  const message = useValidationMessage();
  const captchaConfig = useCampaign((state) => state.config?.captchaConfig);
  const captchaOn = Boolean(captchaConfig?.packageCodeCaptcha);
  const flavors = useFlavors();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<PackageCodeResult[]>([]);

  const validate = useCallback(
    (v: CodeForm): Errors<CodeForm> => ({
      entries: v.entries.some((entry, index) => {
        const errors = checkEntry(entry, flavors.lookups);
        return errors.code || errors.flavor || repeatsEarlierCode(v.entries, index);
      })
        ? { key: 'productCode' }
        : null,
      captcha: captchaOn && !v.captcha ? { key: 'captcha' } : null,
    }),
    [captchaOn, flavors.lookups],
  );
  const form = useForm(EMPTY, validate);
  const showEntryErrors = form.visibleError('entries') !== null;
  // A flavour list appears as the code is completed: it says "required" only once the member tried to
  // send, not the moment it appears, before they could choose.
  const [sendTried, setSendTried] = useState(false);

  const setEntry = (index: number, change: Partial<PackageCodeEntry>) =>
    form.set(
      'entries',
      form.values.entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    );

  function describe(result: PackageCodeResult): string {
    const kind = resultKind(result.statusCode, result.isValid);
    if (kind === 'credited') return t('credited', { points: result.points });
    if (kind === 'wrongCode') return t('wrongCode');
    if (kind === 'dailyLimit') return result.message;
    return t('failed', { message: result.message.replace(/\.$/, '') });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSendTried(true);
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    // Emptied now, so the status below is filled again, and spoken, even by the same results.
    setResults([]);
    const body = await submitCodes({
      packageCodes: toSubmission(form.values.entries, flavors.lookups),
      ...(captchaOn ? { captchaVal: form.values.captcha } : {}),
    });
    setBusy(false);
    if (!isSuccess(body) || !body.data) {
      toast.error(body.httpCode === 429 && body.message ? body.message : t('somethingWentWrong'));
      return;
    }
    setResults(body.data);
    if (body.data.some((result) => result.isValid)) {
      toast.success(t('credited', { points: body.data.reduce((sum, r) => sum + r.points, 0) }));
      form.reset(EMPTY);
      setSendTried(false);
      void refreshPointBalance();
    }
  }

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
        {form.values.entries.map((entry, index) => {
          const number = index + 1;
          const errors = checkEntry(entry, flavors.lookups);
          const codeError = errors.code
            ? message(errors.code)
            : repeatsEarlierCode(form.values.entries, index) && t('repeatedCode');
          const names = flavorsFor(entry.code, flavors.lookups);
          return (
            <CodeRow key={index}>
              <Field
                label={t('codeLabel', { number })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={PRODUCT_CODE_MAX_INPUT}
                value={entry.code}
                error={showEntryErrors && codeError ? codeError : undefined}
                onValue={(code) => setEntry(index, { code: code.slice(0, PRODUCT_CODE_MAX_INPUT) })}
              />
              {names.length > 0 ? (
                <SelectField
                  label={t('flavorLabel')}
                  value={entry.flavor ?? ''}
                  options={names.map((name) => ({ value: name, label: name }))}
                  error={showEntryErrors && sendTried ? message(errors.flavor) : undefined}
                  onValue={(flavor) => setEntry(index, { flavor })}
                />
              ) : (
                <span />
              )}
              {form.values.entries.length > 1 && (
                <LinkButton
                  type="button"
                  onClick={() =>
                    form.set(
                      'entries',
                      form.values.entries.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t('removeCode', { number })}
                </LinkButton>
              )}
            </CodeRow>
          );
        })}
        {flavors.status === 'failed' && (
          <p role="alert">
            {t('flavorsFailed')}{' '}
            <LinkButton type="button" onClick={flavors.reload}>
              {t('retry')}
            </LinkButton>
          </p>
        )}
        {form.values.entries.length < MAX_CODE_INPUTS && (
          <LinkButton
            type="button"
            onClick={() => form.set('entries', [...form.values.entries, { code: '', flavor: '' }])}
          >
            {t('addCode')}
          </LinkButton>
        )}
        {captchaOn && (
          <Captcha config={captchaConfig} action="packagecode" onToken={(token) => form.set('captcha', token)} />
        )}
        {captchaOn && form.visibleError('captcha') && <p role="alert">{message(form.visibleError('captcha'))}</p>}
        <Actions>
          <BusyButton type="submit" busy={busy || flavors.status === 'loading'}>
            {busy ? t('submitting') : t('submit')}
          </BusyButton>
          <Link to="/eligible-product">{t('eligible')}</Link>
        </Actions>
      </FormCard>
      {/*
        Always in the page, empty until a submit answers: screen readers speak what fills a live region
        already there, seldom one that arrives with its text. When every code is refused there is no
        toast, so this is all the member hears.
      */}
      <section role="status" aria-live="polite">
        {results.length > 0 && (
          <>
            <h2>{t('results')}</h2>
            <ResultList>
              {results.map((result, index) => (
                <ResultItem key={`${result.code}-${index}`} $ok={result.isValid}>
                  <code>{result.code}</code>
                  {describe(result)}
                </ResultItem>
              ))}
            </ResultList>
          </>
        )}
      </section>
    </TitledPage>
  );
}
