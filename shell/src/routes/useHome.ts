import { useParams } from 'react-router';
import { useRole } from '@mockexam/session';
import { homeOf } from './access';

/** The reader's home under the page's locale: '/en', '/en/school/home', '/en/admin/home', '/en/exam-result-list'. */
export function useHome(): string {
  const { locale } = useParams();
  const role = useRole();
  return `/${locale}/${homeOf(role)}`.replace(/\/$/, '');
}
