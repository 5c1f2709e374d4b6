import { isSuccess, refreshPointBalance, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  BusyButton,
  Button,
  Captcha,
  ErrorText,
  FieldBox,
  FormCard,
  TitledPage,
  useValidationMessage,
  VisuallyHidden,
} from '@portal/kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preValidate, uploadReceipt } from './api';
import { mergeImages } from './mergeImages';
import { RECEIPT_ACCEPT, type SelectionProblem, checkSelection, planUpload } from './receiptRules';
import { ReceiptList } from './ReceiptList';
import { Picker, Progress } from './styles';
import { ChosenFiles } from './Thumbnails';
import { UPLOAD_RECEIPT_NS } from './translations';
import { useReceipts } from './useReceipts';

type Problem = SelectionProblem | 'noFile';

/** One receipt, or up to 5 files merged into one PDF; a progress bar while it uploads; earlier receipts below. */
export function UploadReceiptPage() {
  const { t } = useTranslation(UPLOAD_RECEIPT_NS);
  const message = useValidationMessage();
  const inputId = useId();
  const captchaConfig = useCampaign((state) => state.config?.captchaConfig);
  const captchaOn = Boolean(captchaConfig?.packageCodeCaptcha);
  const history = useReceipts();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // An approval since the last visit credited points: the header shows them at once.
  useEffect(() => void refreshPointBalance(), []);

  function choose(list: FileList | null) {
    const chosen = list ? Array.from(list) : [];
    const broken = checkSelection(chosen);
    setProblem(broken);
    setFiles(broken ? [] : chosen);
  }

  // The input's own list cannot shrink or be set: emptied, choosing the same files again is a change.
  function emptyInput() {
    if (inputRef.current) inputRef.current.value = '';
  }

  function remove(index: number) {
    setFiles(files.filter((_, at) => at !== index));
    emptyInput();
    // The button pressed is gone; the keyboard goes back to the picker.
    inputRef.current?.focus();
  }

  // Named an image but not one: refused here, as the server would refuse it after the upload.
  function unreadable() {
    setProblem('invalidType');
    setFiles([]);
    emptyInput();
  }

  async function send(token: string) {
    const plan = planUpload(files);
    const image = plan.kind === 'single' ? plan.file : await mergeImages(plan.images);
    const body = await uploadReceipt(
      {
        type: plan.kind === 'single' ? 'single' : 'multiple',
        image,
        token,
        ...(captchaOn ? { captchaVal: captcha } : {}),
      },
      setProgress,
    );
    if (isSuccess(body)) {
      toast.success(t('uploaded'));
      setFiles([]);
      emptyInput();
      history.reload();
    } else toast.error(body.httpCode === 409 ? t('duplicate') : (body.message ?? t('failed')));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    if (files.length === 0) return setProblem('noFile');
    if (captchaOn && !captcha) return setCaptchaMissing(true);
    setProgress(0);
    try {
      const check = await preValidate();
      if (!isSuccess(check) || !check.data) toast.error(check.message ?? t('failed'));
      else if (!check.data.valid || !check.data.token) toast.error(t('limitReached'));
      else await send(check.data.token);
    } catch {
      toast.error(t('failed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
        <FieldBox>
          <label htmlFor={inputId}>{t('chooseLabel')}</label>
          <Picker>
            <VisuallyHidden
              as="input"
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={RECEIPT_ACCEPT}
              aria-invalid={problem ? 'true' : 'false'}
              aria-describedby={problem ? `${inputId}-chosen ${inputId}-error` : `${inputId}-chosen`}
              onChange={(event) => choose(event.target.files)}
            />
            {/* Hidden from screen readers, which name the input by the label above. */}
            <Button as="label" htmlFor={inputId} $variant="secondary" aria-hidden="true">
              {t('choose')}
            </Button>
            <span id={`${inputId}-chosen`}>
              {files.length ? t('chosen', { count: files.length }) : t('noneChosen')}
            </span>
          </Picker>
          {problem && (
            <ErrorText id={`${inputId}-error`} role="alert">
              {t(problem)}
            </ErrorText>
          )}
        </FieldBox>
        <ChosenFiles files={files} onUnreadable={unreadable} onRemove={remove} />
        {captchaOn && (
          <Captcha
            config={captchaConfig}
            action="receipt"
            onToken={(token) => {
              setCaptcha(token);
              setCaptchaMissing(false);
            }}
          />
        )}
        {captchaMissing && <p role="alert">{message({ key: 'captcha' })}</p>}
        {progress !== null && <Progress max={100} value={progress} aria-label={t('progress')} />}
        <Actions>
          <BusyButton type="submit" busy={progress !== null}>
            {progress !== null ? t('uploading') : t('submit')}
          </BusyButton>
        </Actions>
      </FormCard>
      <ReceiptList status={history.status} receipts={history.receipts} onRetry={history.reload} />
    </TitledPage>
  );
}
