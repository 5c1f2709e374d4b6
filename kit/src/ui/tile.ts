import styled, { css } from 'styled-components';

/**
 * Card tiles of a list (activities, contests): a responsive grid of four, three, two then one column,
 * and the tile's parts. A remote adds its own state (dimmed, hover lift) by extending `Tile`.
 */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

/**
 * Cards in as many columns as fit, each at least `$min` pixels wide; `$gap` is the theme's space step
 * between them (5 unless given).
 */
export const CardGrid = styled.ul<{ $min: number; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme, $gap = 5 }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One tile; a link with `tileCover` covers it, so the whole tile is one click target and one tab stop. */
export const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const TilePicture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.page};
`;

export const TileBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
`;

export const TileText = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
  line-height: 1.5;
`;

/** The styles of the link that covers a whole `Tile` (the tile's focus ring shows it is focused). */
export const tileCover = css`
  position: absolute;
  inset: 0;
  z-index: 1;
  outline: none;
`;

/**
 * How a list's card picture loads: the first card's picture is the likely largest paint of a phone's
 * first screen, so it loads at once with high priority; the rest wait until they near the viewport.
 */
export function listImageLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
