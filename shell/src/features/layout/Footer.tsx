import { isLoggedIn, useCampaign, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import privacyPdf from '../../assets/privacy-policy.pdf';
import termsPdf from '../../assets/terms-and-conditions.pdf';

const Wrap = styled.footer`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.text};
  color: #e9e4ee;
  font-size: 14px;
  a {
    color: #fff;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(5)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
`;

const Warning = styled.p`
  max-width: 880px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid #e9e4ee;
`;

function FooterLinks() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const storeLocatorUrl = useCampaign((s) => s.config?.storeLocatorUrl);
  if (!loggedIn) {
    return (
      <ul>
        <li><Link to="/login">{t('nav.login')}</Link></li>
        <li><Link to="/signup">{t('nav.register')}</Link></li>
      </ul>
    );
  }
  return (
    <ul>
      <li><Link to="/earn-points/pincode">{t('nav.submitCode')}</Link></li>
      <li><Link to="/rewards">{t('nav.redeemRewards')}</Link></li>
      <li><Link to="/earn-points">{t('nav.earnPoints')}</Link></li>
      <li><Link to="/contest">{t('nav.contest')}</Link></li>
      {storeLocatorUrl && (
        <li><a href={storeLocatorUrl} target="_blank" rel="noopener noreferrer">{t('nav.findStore')}</a></li>
      )}
    </ul>
  );
}

/** The footer for both states: links, the legal PDFs, the Proposition 65 warning, copyright. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <FooterLinks />
      <ul>
        <li><a href={termsPdf} target="_blank" rel="noopener noreferrer">{t('footer.terms')}</a></li>
        <li><a href={privacyPdf} target="_blank" rel="noopener noreferrer">{t('footer.privacy')}</a></li>
      </ul>
      <Warning>{t('footer.prop65')}</Warning>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p>{t('footer.poweredBy')} <strong>LoyaltyWorks</strong></p>
    </Wrap>
  );
}
