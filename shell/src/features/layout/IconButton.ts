import styled from 'styled-components';

/** The round, 44 px touch target the header uses for its icon-only buttons (menu, close, bell). */
export const IconButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;
