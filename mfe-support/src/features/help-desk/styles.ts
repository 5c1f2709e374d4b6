import { Card, stackedRowsOnPhone } from '@portal/kit';
import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    /* minmax(0, …): a long word in the list cannot widen the column past a phone's screen. */
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Block = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: 20px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  /* A subject's word longer than the column (a pasted link) breaks; the status and date keep theirs whole. */
  td:first-child {
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
  /*
   * On a phone three columns leave the subject a few letters wide, so each ticket stacks: its subject
   * across the card, its status and date on a line below. The headings stay for screen readers.
   */
  ${stackedRowsOnPhone('minmax(0, 1fr) auto')}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    td:first-child {
      grid-column: 1 / -1;
    }
    td + td {
      color: ${({ theme }) => theme.colors.muted};
      font-size: 13px;
    }
    td:last-child {
      text-align: right;
    }
  }
`;

export const Preview = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span<{ $tone?: 'unread' }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme, $tone }) => ($tone === 'unread' ? theme.colors.accent : theme.colors.brandTint)};
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Holds the list's loading, failed, empty or loaded state at no less than the kit spinner's height
 * (28 px ring, 40 px padding above and below), so the list never shrinks under the form below it on
 * a phone once the tickets arrive.
 */
export const ListState = styled.div`
  min-height: 108px;
`;

export const Thread = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Message = styled.li<{ $agent: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $agent }) => ($agent ? theme.colors.brandTint : theme.colors.surface)};
  margin-left: ${({ $agent }) => ($agent ? '0' : '10%')};
  margin-right: ${({ $agent }) => ($agent ? '10%' : '0')};
  overflow-wrap: anywhere;
  /* On a phone the member's and the agent's sides differ by a step, not a tenth of the column: a long
     message keeps the width it needs. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-left: ${({ $agent, theme }) => ($agent ? '0' : theme.space(3))};
    margin-right: ${({ $agent, theme }) => ($agent ? theme.space(3) : '0')};
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const VipCard = styled(Block)`
  border-color: ${({ theme }) => theme.colors.accent};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
