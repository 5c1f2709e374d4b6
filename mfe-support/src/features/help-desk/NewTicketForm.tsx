import { isSuccess, toast, useDraftOnSessionEnd, useKeptDraft } from '@portal/shared';
import { Actions, BusyButton, Field, Notice, type SupportTicketDetail, TextAreaField } from '@portal/kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTicket } from './api';
import { focusIsOurs } from './focus';
import { Block } from './styles';
import { HELP_DESK_NAMESPACE } from './translations';

/** A new ticket before it is typed. */
const BLANK = { subject: '', description: '' };

/**
 * Subject and description are both required: the submit button stays disabled until both are filled.
 * A failure puts focus on its message; a created ticket is handed to the page (`onCreated`), which shows
 * it in the list with focus. What the member typed outlives a session that ends under the form.
 */
export function NewTicketForm({ onCreated }: { onCreated: (ticket: SupportTicketDetail | null) => void }) {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const kept = useKeptDraft('ticket-new', BLANK);
  const [subject, setSubject] = useState(kept.start.subject);
  const [description, setDescription] = useState(kept.start.description);
  const [restored, setRestored] = useState(kept.restored);
  useDraftOnSessionEnd('ticket-new', { subject, description }, BLANK);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const ready = subject.trim() !== '' && description.trim() !== '';

  useEffect(() => {
    if (failed && focusIsOurs(form.current)) failure.current?.focus();
  }, [failed]);

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
    setRestored(false);
    toast.success(t('form.created'));
    onCreated(body.data ?? null);
  }

  return (
    <Block
      as="form"
      ref={form}
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      aria-labelledby="new-ticket-heading"
    >
      <h2 id="new-ticket-heading">{t('form.heading')}</h2>
      {restored && <Notice role="status">{t('draftKept')}</Notice>}
      <Field label={t('form.subject')} maxLength={200} required value={subject} onValue={setSubject} />
      <TextAreaField
        label={t('form.description')}
        maxLength={5000}
        required
        value={description}
        onValue={setDescription}
      />
      {failed && (
        <Notice ref={failure} $tone="error" role="alert" tabIndex={-1}>
          {t('form.failed')}
        </Notice>
      )}
      <Actions>
        <BusyButton type="submit" disabled={!ready} busy={busy}>
          {busy ? t('form.sending') : t('form.submit')}
        </BusyButton>
      </Actions>
    </Block>
  );
}
