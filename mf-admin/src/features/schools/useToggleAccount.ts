// Disabling or enabling a subject account, after a confirmation: disabling signs the teacher out at once,
// which staff should know before they click.
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import type { AdminSchoolAccount } from '@mockexam/contracts';
import type { ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useSetSchoolAccountDisabled } from './api';

export function useToggleAccount(report: (r: ActionResult) => void): (account: AdminSchoolAccount) => void {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const actionError = useActionError();
  const setDisabled = useSetSchoolAccountDisabled();

  return (account) => {
    const disabled = !account.disabled;
    const step = disabled ? 'disable' : 'enable';
    const { username } = account;
    modal.confirm({
      title: t(`schools.${step}.title`, { username }),
      content: t(`schools.${step}.text`),
      okText: t(`schools.${step}.action`),
      okButtonProps: disabled ? { danger: true } : undefined,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await setDisabled.mutateAsync({ userId: account.user_id, disabled });
          report({ type: 'success', text: t(`schools.${step}.done`, { username }) });
        } catch (e) {
          report({ type: 'error', text: actionError(e) });
        }
      },
    });
  };
}
