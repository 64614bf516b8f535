import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteFact } from '../pages/public/siteFacts';

export function Footer() {
  const { t } = useTranslation('shell');
  const { locale } = useParams();
  // The publisher's page as staff set it (the site's facts); left out until the facts are known.
  const socialPage = useSiteFact('contact.social_url', locale ?? 'zh-hk');
  const links: [string, string][] = [
    ['aboutus', 'footer.aboutUs'],
    ['contactus', 'footer.contactUs'],
    ['terms', 'footer.terms'],
    ['personal-information-collection-statement', 'footer.pics'],
    ['privacy-policy', 'footer.privacy'],
    ['faq', 'footer.faq'],
    ['school/login', 'footer.schoolArea'],
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.aboutUs')}>
        <ul>
          {links.map(([path, key]) => (
            <li key={path}>
              <Link to={`/${locale}/${path}`}>{t(key)}</Link>
            </li>
          ))}
          {socialPage && (
            <li>
              <a href={socialPage} target="_blank" rel="noopener noreferrer">
                {t('footer.social')}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
