import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles; the shell injects them once. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; }
  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    font: 16px/1.55 ${({ theme }) => theme.font.body};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.brand}; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  #portal-root { display: flex; flex-direction: column; min-height: 100vh; }
  #portal-main { flex: 1; }
`;
