// A form in a modal, the shape of every set-up dialog: Save submits the form and spins while the save
// runs (no double submit); the server's field errors land under their fields, any other failure is
// reported through onError.
import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorText, langOf } from '../lib';
import type { ActionResult } from './ReceiptActions';

interface Props<T> {
  title: ReactNode;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  /** Does the work and reports its success; throws when the server refuses. */
  onSave: (values: T) => Promise<void>;
  onError: (result: ActionResult) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormModal<T extends object>({
  title,
  form,
  initialValues,
  onSave,
  onError,
  onClose,
  children,
}: Props<T>) {
  const { t, i18n } = useTranslation('admin');
  const [busy, setBusy] = useState(false);

  async function save(values: T) {
    setBusy(true);
    try {
      await onSave(values);
    } catch (e) {
      const lang = langOf(i18n.language);
      if (!applyFieldErrors(form, e, lang)) onError({ type: 'error', text: errorText(e, lang, t('common.error')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<T> form={form} layout="vertical" onFinish={save} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
