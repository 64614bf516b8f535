// The navigation of spec section 2, by role, offering only what the role may open: visitors and
// individual candidates get the candidate menu; school candidates (their school enrols and pays for
// them) their grades and admission ticket; teachers the school menu (no sign-up link); staff the back office;
// markers their marking (their password and logout are in the account menu, as for staff).
import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRole } from '@mockexam/session';
import { Dropdown } from './Dropdown';

export function NavLinks() {
  const { t } = useTranslation('shell');
  const { locale } = useParams();
  const role = useRole();
  const to = (path: string) => `/${locale}${path ? `/${path}` : ''}`;

  if (role === 'school') {
    return (
      <ul className="nav-list">
        <li>
          <NavLink to={to('school/home')}>{t('nav.schoolEnrolment')}</NavLink>
        </li>
        <li>
          <NavLink to={to('school/report')}>{t('nav.gradeReport')}</NavLink>
        </li>
      </ul>
    );
  }
  if (role === 'staff') {
    return (
      <ul className="nav-list">
        <li>
          <NavLink to={to('admin/home')}>{t('nav.adminHome')}</NavLink>
        </li>
      </ul>
    );
  }
  if (role === 'marker') {
    return (
      <ul className="nav-list">
        <li>
          <NavLink to={to('marking')}>{t('nav.marking')}</NavLink>
        </li>
      </ul>
    );
  }
  if (role === 'school_candidate') {
    // The server refuses them orders and enrolment records (those are individual candidates').
    return (
      <ul className="nav-list">
        <li>
          <NavLink to={to('exam-result-list')}>{t('nav.myGrades')}</NavLink>
        </li>
        <li>
          <NavLink to={to('admission-ticket')}>{t('nav.admissionTicket')}</NavLink>
        </li>
      </ul>
    );
  }
  return (
    <ul className="nav-list">
      <li>
        <NavLink end to={to('')}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={to('enrolment')}>{t('nav.individualRegistration')}</NavLink>
      </li>
      <li>
        <Dropdown className="nav-dropdown" summary={<summary>{t('nav.examZone')}</summary>}>
          <li>
            <Link to={to('admission-ticket')}>{t('nav.admissionTicket')}</Link>
          </li>
          <li>
            <Link to={to('enrolment-history')}>{t('nav.examinationRecords')}</Link>
          </li>
          <li>
            <Link to={to('exam-result-list')}>{t('nav.myGrades')}</Link>
          </li>
        </Dropdown>
      </li>
      <li>
        <NavLink to={to('instructions')}>{t('nav.candidateInfo')}</NavLink>
      </li>
      <li>
        <NavLink to={to('faq')}>{t('nav.faq')}</NavLink>
      </li>
    </ul>
  );
}
