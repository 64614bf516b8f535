// A subject's accounts in the schools table: each name, whether it is disabled, and its actions.
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminSchoolAccount } from '@mockexam/contracts';

interface Props {
  accounts: AdminSchoolAccount[];
  onReset: (account: AdminSchoolAccount) => void;
  onToggle: (account: AdminSchoolAccount) => void;
}

export function AccountCell({ accounts, onReset, onToggle }: Props) {
  const { t } = useTranslation('admin');
  if (accounts.length === 0) return <>{t('schools.noAccount')}</>;
  return (
    <>
      {accounts.map((account) => (
        <div key={account.user_id} className="admin-account">
          <span>{account.username}</span>
          {account.disabled && <Tag color="red">{t('schools.disabled')}</Tag>}
          <Button
            size="small"
            onClick={() => onReset(account)}
            aria-label={t('schools.reset.label', { username: account.username })}
          >
            {t('schools.reset.action')}
          </Button>
          <Button
            size="small"
            danger={!account.disabled}
            onClick={() => onToggle(account)}
            aria-label={t(account.disabled ? 'schools.enable.label' : 'schools.disable.label', {
              username: account.username,
            })}
          >
            {t(account.disabled ? 'schools.enable.action' : 'schools.disable.action')}
          </Button>
        </div>
      ))}
    </>
  );
}
