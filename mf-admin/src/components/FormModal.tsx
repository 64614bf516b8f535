// A form in a modal, the shape of every back-office dialog. OK submits the form and spins while the save (a
// mutation) is pending; with `confirm`, a confirmation says what will happen and the save runs on its OK.
// Either way a dialog sends once: another OK (or Enter) while it asks or saves is ignored. The server's field
// errors land under their fields; any other failure is reported through onError.
import { useRef, type ReactNode } from 'react';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@mockexam/ui/text';
import { applyFieldErrors } from './formRules';
import type { ActionResult } from './ResultAlert';
import { useActionError } from './useActionError';

/** What the confirmation step says before the save is sent. */
export interface Confirmation {
  title: ReactNode;
  content: ReactNode;
  /** The confirmation's OK text (default: Confirm). */
  okText?: string;
  danger?: boolean;
}

interface Props<T> {
  title: ReactNode;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  /** The dialog's OK text (default: Save). */
  okText?: string;
  danger?: boolean;
  /** Ask before saving these (validated) values. */
  confirm?: (values: T) => Confirmation;
  /** Does the work (a mutation's mutateAsync) and reports its success; throws when the server refuses. */
  onSave: (values: T) => Promise<void>;
  /** The save's mutation is pending: OK spins. */
  pending: boolean;
  onError: (result: ActionResult) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormModal<T extends object>(props: Props<T>) {
  const { title, form, initialValues, okText, danger, confirm, onSave, pending, onError, onClose, children } = props;
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const { modal } = App.useApp();
  // From the first submit until its confirmation is cancelled or its save has finished: set at once, where
  // `pending` only follows on the next render.
  const sending = useRef(false);

  async function save(values: T) {
    try {
      await onSave(values);
    } catch (e) {
      if (!applyFieldErrors(form, e, locale)) onError({ type: 'error', text: actionError(e) });
    } finally {
      sending.current = false;
    }
  }

  function submit(values: T) {
    if (sending.current || pending) return;
    sending.current = true;
    if (!confirm) return void save(values);
    const asked = confirm(values);
    modal.confirm({
      title: asked.title,
      content: asked.content,
      okText: asked.okText ?? t('common.confirm'),
      okButtonProps: asked.danger ? { danger: true } : undefined,
      cancelText: t('common.cancel'),
      // The returned promise keeps the confirmation open, its OK spinning, until the save is done.
      onOk: () => save(values),
      onCancel: () => {
        sending.current = false;
      },
    });
  }

  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: pending, danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<T> form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
