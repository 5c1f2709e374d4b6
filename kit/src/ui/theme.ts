/** The one theme of the portal; every app's ThemeProvider gets this object. */
export const theme = {
  colors: {
    brand: '#5b2a86',
    brandDark: '#3d1a5c',
    accent: '#f2a900',
    text: '#1d1b22',
    muted: '#5f5a66',
    surface: '#ffffff',
    page: '#f6f4f8',
    border: '#ddd6e3',
    success: '#1f7a4d',
    error: '#b3261e',
    warning: '#8a5a00',
    info: '#1e5aa8',
    warningBanner: '#111111',
    brandTint: '#efe7f6',
    footer: '#1d1b22',
    footerText: '#e9e4ee',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    heading: "'Montserrat', 'Segoe UI', system-ui, sans-serif",
  },
  radius: '10px',
  shadow: '0 6px 24px rgba(29, 27, 34, 0.12)',
  breakpoints: { phone: '600px', tablet: '900px' },
  /** Below this width the header folds its menu into the drawer. */
  headerFold: '1080px',
  zIndex: { header: 900, panel: 1000, drawer: 1200 },
  space: (n: number): string => `${n * 4}px`,
} as const;

export type PortalTheme = typeof theme;
