import { isSuccess, toast } from '@portal/shared';
import { Actions, Button, Field, Notice, TextAreaField } from '@portal/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTicket } from './api';
import { Block } from './styles';
import { HELP_DESK_NAMESPACE } from './translations';

/** Subject and description are both required: the submit button stays disabled until both are filled. */
export function NewTicketForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ready = subject.trim() !== '' && description.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailed(false);
    const body = await createTicket({ subject: subject.trim(), message: description.trim() });
    setBusy(false);
    if (!isSuccess(body)) return setFailed(true);
    setSubject('');
    setDescription('');
    toast.success(t('form.created'));
    onCreated();
  }

  return (
    <Block
      as="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      aria-labelledby="new-ticket-heading"
    >
      <h2 id="new-ticket-heading">{t('form.heading')}</h2>
      <Field label={t('form.subject')} maxLength={200} required value={subject} onValue={setSubject} />
      <TextAreaField
        label={t('form.description')}
        maxLength={5000}
        required
        value={description}
        onValue={setDescription}
      />
      {failed && (
        <Notice $tone="error" role="alert">
          {t('form.failed')}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
      </Actions>
    </Block>
  );
}
