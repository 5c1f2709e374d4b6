import { Tile, TileBody } from '@portal/kit';
import styled from 'styled-components';

/**
 * The kit's tile; its picture is dimmed when the reward cannot be redeemed now. Only the picture: dimmed
 * text and a dimmed View button would fall under the contrast a member with low vision needs (WCAG AA,
 * docs/decisions.md 122). Its View link is a button with a focus ring of its own, not a link over the
 * whole tile, so the tile shows no ring.
 */
export const RewardCardBox = styled(Tile)<{ $dimmed: boolean }>`
  img {
    opacity: ${({ $dimmed }) => ($dimmed ? 0.55 : 1)};
  }
  &:focus-within {
    outline: none;
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

export const CardBody = styled(TileBody)`
  padding: ${({ theme }) => theme.space(4)};
  a {
    margin-top: auto;
  }
`;

export const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.page};
  font-size: 13px;
  font-weight: 600;
`;

export const StateNote = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandDark};
`;

export const Alert = styled.p<{ $tone: 'error' | 'success' | 'warning' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 600;
`;

/**
 * A redemption step's heading and lead inside its form card: the card's grid spaces them, so their
 * own margins would open a gap as tall as a line between the heading and its lead.
 */
export const StepTitle = styled.h2`
  margin: 0;
`;

export const StepLead = styled.p`
  margin: 0;
`;
