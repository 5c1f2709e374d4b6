import { isSuccess } from '@portal/shared';
import {
  Actions,
  BusyButton,
  Button,
  distinctEmails,
  Field,
  isReferralEmail,
  MAX_REFERRAL_EMAIL_LENGTH,
  MAX_REFERRAL_EMAILS,
  type ReferralResult,
} from '@portal/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sendReferrals } from './api';
import { Hint, Problem } from './styles';
import { PREVIEW_NS } from './translations';

const Emails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A friend's field and, from the second, its remove button level with the input. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  & > button {
    align-self: start;
    width: 44px;
    padding: 0;
    /* The label's line (16 px at the page's 1.55 line height) and its gap above the input. */
    margin-top: calc(16px * 1.55 + ${({ theme }) => theme.space(1)});
  }
`;

const Results = styled.ul`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** Per field: null when fine, else the message key. Blank fields are skipped; at least one is needed. */
export function referralProblems(emails: readonly string[]): { fields: (string | null)[]; form: string | null } {
  const fields = emails.map((e) => (e.trim() === '' || isReferralEmail(e.trim()) ? null : 'refer.invalid'));
  const form = distinctEmails(emails).length === 0 ? 'refer.needOne' : null;
  return { fields, form };
}

/** E-mail referral: up to 5 addresses, checked here and by the server, which says which it accepted. */
export function ReferActivity() {
  const { t } = useTranslation(PREVIEW_NS);
  const [emails, setEmails] = useState(['']);
  const [problems, setProblems] = useState<ReturnType<typeof referralProblems> | null>(null);
  const [result, setResult] = useState<ReferralResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const update = (index: number, value: string) => setEmails((all) => all.map((e, i) => (i === index ? value : e)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = referralProblems(emails);
    setProblems(found);
    if (found.form || found.fields.some(Boolean)) return;
    setSending(true);
    // Emptied now, so the status below is filled again, and spoken, even by the same answer.
    setResult(null);
    setFailed(false);
    const body = await sendReferrals(distinctEmails(emails));
    setSending(false);
    setFailed(!isSuccess(body) || !body.data);
    if (isSuccess(body) && body.data) {
      setResult(body.data);
      setEmails(['']);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Hint>{t('refer.intro')}</Hint>
      <Emails>
        {emails.map((email, index) => {
          const problem = problems?.fields[index];
          return (
            <Row key={index}>
              <Field
                label={t('refer.email', { n: index + 1 })}
                type="email"
                value={email}
                maxLength={MAX_REFERRAL_EMAIL_LENGTH}
                error={problem ? t(problem) : undefined}
                onValue={(value) => update(index, value)}
              />
              {emails.length > 1 && (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('refer.remove', { n: index + 1 })}
                  onClick={() => setEmails((all) => all.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
              )}
            </Row>
          );
        })}
      </Emails>
      {problems?.form && <Problem role="alert">{t(problems.form)}</Problem>}
      <Actions>
        {emails.length < MAX_REFERRAL_EMAILS && (
          <Button type="button" $variant="secondary" onClick={() => setEmails((all) => [...all, ''])}>
            {t('refer.add')}
          </Button>
        )}
        <BusyButton type="submit" busy={sending}>
          {t('refer.send')}
        </BusyButton>
      </Actions>
      {failed && <Problem role="alert">{t('refer.failed')}</Problem>}
      {/* Always in the page, empty until an answer: a live region that arrives with its text is seldom spoken. */}
      <div role="status">
        {result && (
          <Results>
            {result.statusList.map(({ id, isValid }) => (
              <li key={id}>
                {t('refer.result', { email: id, outcome: isValid ? t('refer.accepted') : t('refer.refused') })}
              </li>
            ))}
          </Results>
        )}
      </div>
    </form>
  );
}
