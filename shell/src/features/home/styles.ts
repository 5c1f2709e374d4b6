import { Button } from '@portal/kit/ui';
import styled from 'styled-components';

/** The brand gradient banner at the top of home, in both states. */
export const Banner = styled.div`
  position: relative;
  overflow: hidden;
  padding: clamp(28px, 6vw, 56px) clamp(20px, 5vw, 48px);
  border-radius: ${({ theme }) => theme.radius};
  background:
    radial-gradient(circle at 85% 15%, rgba(242, 169, 0, 0.35), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, ${({ theme }) => theme.colors.brand});
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  h1,
  h2 {
    color: #fff;
  }
  p {
    max-width: 60ch;
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: clamp(16px, 2.2vw, 19px);
    line-height: 1.5;
    opacity: 0.92;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A call to action on the banner's dark gradient: solid white, or outlined with $outline. */
export const BannerButton = styled(Button)<{ $outline?: boolean }>`
  border-color: #fff;
  background: ${({ $outline }) => ($outline ? 'transparent' : '#fff')};
  color: ${({ theme, $outline }) => ($outline ? '#fff' : theme.colors.brandDark)};
  /* The kit's Button hover rule's own selector: a shorter one loses to it, and the solid button's dark
     label then sits on the kit's dark hover background, unreadable (and it stays so after a tap on a phone). */
  &:hover:not(:disabled):not([aria-busy='true']) {
    background: ${({ theme, $outline }) => ($outline ? 'rgba(255, 255, 255, 0.14)' : theme.colors.page)};
  }
`;

export const Block = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
`;

export const BlockTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font: 700 clamp(22px, 3vw, 28px) / 1.25 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
`;

export const BlockLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;
