// FAQ (route 'faq'): questions grouped by topic, each a <details>/<summary> pair.
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, PublicPage, usePageTitle } from './parts';
import { dateValues, useSiteFacts } from './siteFacts';

interface QuestionAnswer {
  q: string;
  a: string;
}
interface FaqGroup {
  title: string;
  items: QuestionAnswer[];
}

export default function Faq() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('faq.title'), t('service.name'));
  const facts = useSiteFacts(i18n.language);
  const groups = asList<FaqGroup>(t('faq.groups', { returnObjects: true, ...dateValues(facts) }));

  return (
    <PublicPage lang={i18n.language} title={t('faq.title')}>
      {groups.map((group, index) => (
        <section key={group.title} className="pub-section" aria-labelledby={`pub-faq-${index}`}>
          <h2 id={`pub-faq-${index}`}>{group.title}</h2>
          <div className="pub-faq">
            {group.items.map((item) => (
              <details key={item.q} className="pub-faq__item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <ul className="pub-linklist pub-section">
        <li>
          <Link to={`${prefix}/instructions`}>{t('links.instructions')}</Link>
        </li>
        <li>
          <Link to={`${prefix}/contactus`}>{t('links.contact')}</Link>
        </li>
      </ul>
    </PublicPage>
  );
}
