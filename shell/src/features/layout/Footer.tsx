import { isLoggedIn, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import privacyPdf from '../../assets/privacy-policy.pdf';
import termsPdf from '../../assets/terms-and-conditions.pdf';
import { MEMBER_FOOTER, VISITOR_FOOTER } from './menu';
import { FindAStoreLink } from './NavLinks';

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: 14px;
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 1fr) minmax(180px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space(8)};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Column = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font: 700 13px/1 ${({ theme }) => theme.font.heading};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Warning = styled.p`
  align-self: start;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.footerText};
  border-radius: 6px;
  line-height: 1.5;
  strong {
    color: #fff;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  p {
    margin: 0;
  }
`;

const PoweredBy = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const LoyaltyWorksLogo = () => (
  <svg width="120" height="24" viewBox="0 0 120 24" role="img" aria-label="LoyaltyWorks">
    <rect width="24" height="24" rx="6" fill="#f2a900" />
    <path d="M7 6v12h10" stroke="#1d1b22" strokeWidth="3" fill="none" strokeLinecap="round" />
    <text x="30" y="17" fill="#fff" fontFamily="Montserrat, sans-serif" fontWeight="700" fontSize="14">
      LoyaltyWorks
    </text>
  </svg>
);

function FooterLinks() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const links = loggedIn ? MEMBER_FOOTER : VISITOR_FOOTER;
  return (
    <Column>
      <h2>{t('footer.program')}</h2>
      <ul>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.label)}</Link>
          </li>
        ))}
        {loggedIn && (
          <li>
            <FindAStoreLink />
          </li>
        )}
      </ul>
    </Column>
  );
}

/** The footer for both states: links, the legal PDFs, the Proposition 65 warning, copyright and powered-by. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <Inner>
        <FooterLinks />
        <Column>
          <h2>{t('footer.legal')}</h2>
          <ul>
            <li>
              <a href={termsPdf} target="_blank" rel="noopener noreferrer">
                {t('footer.terms')}
              </a>
            </li>
            <li>
              <a href={privacyPdf} target="_blank" rel="noopener noreferrer">
                {t('footer.privacy')}
              </a>
            </li>
          </ul>
        </Column>
        <Warning data-testid="prop65">{t('footer.prop65')}</Warning>
      </Inner>
      <Bottom>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <PoweredBy>
          {t('footer.poweredBy')} <LoyaltyWorksLogo />
        </PoweredBy>
      </Bottom>
    </Wrap>
  );
}
