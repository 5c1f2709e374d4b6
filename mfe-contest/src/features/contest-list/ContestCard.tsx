import { type ContestSummary, listImageLoading, Tile, TileBody, tileCover, TilePicture, TileText } from '@portal/kit';
import { useSession } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isLocked } from './listRules';
import { LIST_NAMESPACE } from './translations';

/**
 * A locked contest greys its picture only: greyed words would fall under the contrast a member with low
 * vision needs (WCAG AA, docs/decisions.md 122); its grey button says it is locked.
 */
const Card = styled(Tile)<{ $locked: boolean }>`
  img {
    opacity: ${({ $locked }) => ($locked ? 0.55 : 1)};
    filter: ${({ $locked }) => ($locked ? 'grayscale(0.7)' : 'none')};
  }
`;

const Title = styled.h2`
  margin: 0;
  font: 700 19px/1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
`;

/** The whole card is one link, named by the title and its call to action. */
const CardLink = styled(Link)`
  ${tileCover}
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
export function ContestCard({ contest, index }: { contest: ContestSummary; index: number }) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const balance = useSession((s) => s.pointBalance);
  const locked = isLocked(balance, contest.pointRequired);
  const titleId = `contest-title-${useId()}`;
  const ctaId = `contest-cta-${useId()}`;
  return (
    <Card data-testid="contest-card" data-locked={locked} $locked={locked}>
      <CardLink to={`/contest/${encodeURIComponent(contest.id)}`} aria-labelledby={`${titleId} ${ctaId}`} />
      {contest.cardHeaderImage && (
        <TilePicture src={contest.cardHeaderImage} alt="" {...listImageLoading(index)} width={640} height={360} />
      )}
      <TileBody>
        <Title id={titleId}>{contest.name}</Title>
        <TileText>{contest.description}</TileText>
        <TileText>{contest.pointRequired > 0 ? t('points', { points: contest.pointRequired }) : t('free')}</TileText>
        <Cta id={ctaId} $locked={locked}>
          {locked ? t('unlock') : t('spinNow')}
        </Cta>
      </TileBody>
    </Card>
  );
}
