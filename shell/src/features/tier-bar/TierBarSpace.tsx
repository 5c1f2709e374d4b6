import styled, { css } from 'styled-components';
import { TIER_BAR_COLLAPSED_KEY } from './collapsed';

/**
 * The tier bar's height (measured at 375 px and 1280 px, open and collapsed), kept free while the
 * member frame's chunk and the campaign's tiers load, so the page below does not move when the bar
 * appears (docs/decisions.md, 30. A static frame in index.html). The bar itself is at least as tall:
 * its lines come out a fraction of a pixel shorter (86.8 px, 164.5 px on a phone), which would move the
 * page by that fraction. A message long enough to wrap makes the open bar on a phone a line taller.
 */
export const tierBarBox = css<{ $collapsed: boolean }>`
  min-height: ${({ $collapsed }) => ($collapsed ? '69px' : '87px')};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: ${({ $collapsed }) => ($collapsed ? '69px' : '165px')};
  }
`;

const Space = styled.div<{ $collapsed: boolean }>`
  ${tierBarBox}
`;

export const TierBarSpace = () => (
  <Space aria-hidden="true" $collapsed={localStorage.getItem(TIER_BAR_COLLAPSED_KEY) === 'true'} />
);
