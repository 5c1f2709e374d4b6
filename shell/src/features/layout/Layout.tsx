import { GlobalStyle, hasLayout, Toaster } from '@portal/shared';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { AgeGate } from '../age-gate/AgeGate';
import { Footer } from './Footer';
import { Header } from './Header';

/** The page frame: header here, footer in its own area, toasts over everything. */
export function Layout() {
  const { pathname } = useLocation();
  const framed = hasLayout(pathname);
  const footerArea = document.getElementById('portal-footer');
  return (
    <>
      <GlobalStyle />
      <Toaster />
      <AgeGate />
      {framed && <Header />}
      {framed && footerArea && createPortal(<Footer />, footerArea)}
    </>
  );
}
