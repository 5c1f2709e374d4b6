import {
  type Activity,
  sanitizeHtml,
  Tile,
  TileBody,
  tileCover,
  TilePicture,
  listImageLoading,
  TileText,
  useSanitizerReady,
  VisuallyHidden,
} from '@portal/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { actionLabelKey, activityHref, displayPoints } from './activityRules';
import { EARN_LIST_NAMESPACE } from './translations';

const Card = styled(Tile)`
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 10px 30px rgba(29, 27, 34, 0.18);
  }
`;

const Points = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 700;
`;

const Title = styled.h3`
  margin: 0;
  font: 700 18px/1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
`;

/** Named by the card's title, it covers the whole card: one click target and one tab stop. */
const CardLink = styled(Link)`
  ${tileCover}
`;

const Cta = styled.span`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  &::after {
    content: ' →';
  }
`;

const Done = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
`;

/**
 * One activity: picture, points, title (HTML from data, sanitized), description and where it leads;
 * `index` is its place in the list (the first picture loads first); `done` marks an activity the member has completed as often as it earns.
 */
export function ActivityCard({ activity, done = false, index }: { activity: Activity; done?: boolean; index: number }) {
  const { t } = useTranslation(EARN_LIST_NAMESPACE);
  const points = displayPoints(activity);
  const titleId = `activity-title-${useId()}`;
  // Re-render with the title's formatting once DOMPurify (loaded on first use) is there.
  useSanitizerReady();
  return (
    <Card data-testid="activity-card">
      <CardLink to={activityHref(activity)} aria-labelledby={titleId} />
      <TilePicture src={activity.cardHeaderImage} alt="" {...listImageLoading(index)} width={640} height={360} />
      {done && <Done data-testid="activity-done">{t('done')}</Done>}
      <TileBody>
        <Points>
          <span aria-hidden="true">{t('points', { points })}</span>
          <VisuallyHidden>{t('pointsLabel', { points })}</VisuallyHidden>
        </Points>
        <Title id={titleId} dangerouslySetInnerHTML={{ __html: sanitizeHtml(activity.title) }} />
        <TileText>{activity.description}</TileText>
        <Cta aria-hidden="true">{t(actionLabelKey(activity, done))}</Cta>
      </TileBody>
    </Card>
  );
}
