import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToasts, type ToastKind } from './toast';

// At the foot of the screen: at its top the stack covered the nicotine banner, the menu and the balance,
// on a phone for the whole six seconds of the sign-in's two or three toasts.
const Stack = styled.div`
  position: fixed;
  z-index: 2000;
  bottom: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  /* On a phone every toast spans the screen, short or long (docs/product/shell.md, Toasts). */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    align-items: stretch;
  }
`;

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    max-width: none;
  }
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: #fff;
  background: ${({ theme, $kind }) => theme.colors[$kind]};
  font: 500 15px/1.4 ${({ theme }) => theme.font.body};
  /* The message takes the room, so the close button keeps to the right edge of a full-width toast. */
  span {
    flex: 1;
    overflow-wrap: anywhere;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
`;

/** Renders the toast queue; the shell mounts it once for the page. */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts, dismiss } = useToasts();
  return createPortal(
    <Stack aria-live="polite">
      {toasts.map((item) => (
        <Item key={item.id} $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.message}</span>
          <button type="button" aria-label={t('dismiss')} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </Item>
      ))}
    </Stack>,
    document.body,
  );
}
