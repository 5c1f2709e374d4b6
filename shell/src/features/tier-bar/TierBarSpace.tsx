import styled from 'styled-components';
import { TIER_BAR_COLLAPSED_KEY } from './collapsed';

/**
 * The tier bar's height (measured at 375 px and 1280 px, open and collapsed), kept free while the
 * member frame's chunk and the campaign's tiers load, so the page below does not move when the bar
 * appears (docs/decisions.md, 30. A static frame in index.html). A message long enough to wrap makes
 * the open bar on a phone a line taller.
 */
const Space = styled.div<{ $collapsed: boolean }>`
  min-height: ${({ $collapsed }) => ($collapsed ? '69px' : '87px')};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: ${({ $collapsed }) => ($collapsed ? '69px' : '165px')};
  }
`;

export const TierBarSpace = () => (
  <Space aria-hidden="true" $collapsed={localStorage.getItem(TIER_BAR_COLLAPSED_KEY) === 'true'} />
);
