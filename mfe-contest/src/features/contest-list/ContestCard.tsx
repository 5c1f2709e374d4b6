import type { ContestSummary } from '@portal/kit';
import { useSession } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isLocked } from './listRules';
import { LIST_NAMESPACE } from './translations';

const Card = styled.li<{ $locked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  opacity: ${({ $locked }) => ($locked ? 0.55 : 1)};
  filter: ${({ $locked }) => ($locked ? 'grayscale(0.7)' : 'none')};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.page};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  margin: 0;
  font: 700 19px/1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
  line-height: 1.5;
`;

/** The whole card is one link, named by the title and its call to action. */
const CardLink = styled(Link)`
  position: absolute;
  inset: 0;
  z-index: 1;
  outline: none;
`;

const Cta = styled.span<{ $locked: boolean }>`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: 999px;
  background: ${({ theme, $locked }) => ($locked ? theme.colors.border : theme.colors.brand)};
  color: ${({ theme, $locked }) => ($locked ? theme.colors.text : '#fff')};
  font-weight: 700;
`;

/** A contest: dimmed with "Unlock With More Points" below its pointRequired, else "Spin Now". */
export function ContestCard({ contest }: { contest: ContestSummary }) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const balance = useSession((s) => s.pointBalance);
  const locked = isLocked(balance, contest.pointRequired);
  const titleId = `contest-title-${useId()}`;
  const ctaId = `contest-cta-${useId()}`;
  return (
    <Card data-testid="contest-card" data-locked={locked} $locked={locked}>
      <CardLink to={`/contest/${encodeURIComponent(contest.id)}`} aria-labelledby={`${titleId} ${ctaId}`} />
      {contest.cardHeaderImage && (
        <Picture src={contest.cardHeaderImage} alt="" loading="lazy" width={640} height={360} />
      )}
      <Body>
        <Title id={titleId}>{contest.name}</Title>
        <Text>{contest.description}</Text>
        <Text>{contest.pointRequired > 0 ? t('points', { points: contest.pointRequired }) : t('free')}</Text>
        <Cta id={ctaId} $locked={locked}>
          {locked ? t('unlock') : t('spinNow')}
        </Cta>
      </Body>
    </Card>
  );
}
