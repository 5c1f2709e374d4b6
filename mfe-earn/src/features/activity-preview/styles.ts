import styled from 'styled-components';

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Player = styled.video`
  display: block;
  width: 100%;
  max-width: 800px;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
`;

export const Problem = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 14px;
`;

export const Status = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandDark};
`;
