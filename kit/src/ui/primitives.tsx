import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import styled, { css } from 'styled-components';

/** Buttons and page blocks every app uses, so the portal looks like one product. */
const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  /* A label too long for a phone's line wraps inside the pill with room between and around its lines. */
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border-radius: 999px;
  font: 600 15px/1.25 ${({ theme }) => theme.font.body};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    transform 0.1s ease;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    opacity: 0.55;
    cursor: progress;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? 'transparent' : theme.colors.brand)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.brand : '#fff')};
  &:hover:not(:disabled):not([aria-busy='true']) {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.page : theme.colors.brandDark)};
  }
`;

type ButtonProps = ComponentPropsWithoutRef<typeof Button>;

/**
 * A button that waits for its own action (a form's submit, a retry, "load more"): while `busy` it
 * refuses presses and submissions, and says so (`aria-disabled`, `aria-busy`), yet stays focusable.
 * A `disabled` button would drop focus to the document in the middle of a keyboard member's form, and
 * the error the answer brings would leave them at the page's top (decision 131). `disabled` stays for
 * what cannot be pressed at all (a form not yet filled).
 */
export const BusyButton = forwardRef<HTMLButtonElement, ButtonProps & { busy: boolean }>(function BusyButton(
  { busy, onClick, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      {...props}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A cancelled click also cancels a submit button's submission, the Enter key's included.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
});

export const PageSection = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font: 700 clamp(26px, 4vw, 38px) / 1.2 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
  /* A title can be a member's words (a ticket's subject): a word longer than the line, a pasted link, breaks. */
  overflow-wrap: break-word;
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
`;

/** Out of sight, still read by screen readers. */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A table whose columns would leave each cell a few characters wide on a phone: there each row becomes a
 * small block, a grid of `columns` (the caller places its cells in it), rows apart by a rule, and the
 * headings are hidden but still read by screen readers. Kept as rules, since a table's rows cannot be
 * wrapped in a component.
 */
export const stackedRowsOnPhone = (columns: string) => css`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: ${columns};
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      padding: 0;
      border: 0;
    }
  }
`;

/** A page heading with its lead paragraph. */
export function TitledPage({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <PageSection>
      <PageTitle>{title}</PageTitle>
      {lead && <p>{lead}</p>}
      {children}
    </PageSection>
  );
}
